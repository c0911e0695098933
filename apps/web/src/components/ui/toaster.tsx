import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@advance/contracts';
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
 */
export function Toaster() {
  const { toasts } = useToasts();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
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
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
