import { BellRing, X } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "You have new messages!" (spec part 2), shown for 10 s after new unread messages arrive,
 * with a close button. If it disappears while focus is on that button, focus moves to
 * `focusAfter` instead of falling back to the top of the page.
 */
export function NewMessagesBanner({
  onDismiss,
  focusAfter,
}: {
  onDismiss: () => void;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('messages');
  const ref = useRef<HTMLDivElement>(null);
  // A layout-effect cleanup runs before React removes the banner's DOM, while focus is in it.
  useLayoutEffect(
    () => () => {
      if (ref.current?.contains(document.activeElement)) focusAfter.current?.focus();
    },
    [focusAfter],
  );
  return (
    <div
      ref={ref}
      role="status"
      className="flex items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-900"
    >
      <BellRing aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 font-semibold">{t('banner.text')}</p>
      <button
        type="button"
        aria-label={t('banner.dismiss')}
        onClick={onDismiss}
        className="rounded-md p-1.5 text-blue-900 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
