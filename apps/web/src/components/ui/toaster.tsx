import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { localizeNode, useLocalizeMessage } from '../../i18n/localize-message';
import { dismissToast } from '../../lib/toast-store';
import { useToasts } from '../../lib/use-toasts';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/**
 * Renders the toast store with the spec's constants (part 9): 5000 ms, swipe right past
 * 50 px to dismiss, F8 focuses the region (Radix's default hotkey, named in the label).
 * A text title or description (a contracts text in English: a server message, a failure's
 * title) is shown in the app's language (localize-message.ts).
 */
export function Toaster() {
  const { toasts } = useToasts();
  // Re-renders on a language change, so an open toast follows the switch.
  useLocalizeMessage();
  const { t } = useTranslation('common');
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toasts.item')}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{localizeNode(title)}</ToastTitle> : null}
            {description ? <ToastDescription>{localizeNode(description)}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={t('toasts.region')} />
    </ToastProvider>
  );
}
