import { type InboxMessage, NEW_MESSAGE_BANNER_MS, NEW_MESSAGE_TOAST_MS } from '@advance/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast-store';
import { ToastWithAction } from '../chat/toast-with-action';
import { newUnreadSince } from './new-unread';

/**
 * Spec parts 2 and 8: when a refresh of the list brings unread messages not seen before,
 * the toast "New Message(s)" shows for 5 s and the banner "You have new messages!" for
 * 10 s (a later arrival restarts the 10 s). Cache edits made by this screen (reading,
 * replying) bring no new ids, so they never count as arrivals.
 */
export function useNewMessageAlert(
  messages: readonly InboxMessage[] | undefined,
  /** Issue 20: the toast's "Open message" opens the newest arrival here, in the list. */
  onOpen?: (id: string) => void,
) {
  const { t } = useTranslation('messages');
  // The newest translator, read when messages arrive (a language change is no arrival).
  const texts = useRef(t);
  texts.current = t;
  const open = useRef(onOpen);
  open.current = onOpen;
  const seen = useRef<Set<string> | null>(null);
  const [arrivals, setArrivals] = useState(0);
  const [bannerVisible, setBannerVisible] = useState(false);

  useEffect(() => {
    if (!messages) return;
    const arrived = newUnreadSince(seen.current, messages);
    seen.current = new Set([...(seen.current ?? []), ...messages.map((message) => message.id)]);
    if (arrived.length === 0) return;
    const newest = arrived[0];
    const tr = texts.current;
    const text = tr('toast.text', { count: arrived.length });
    const handle = toast({
      title: tr('toast.title'),
      description:
        newest && open.current ? (
          <ToastWithAction
            text={text}
            action={tr('toast.openMessage')}
            onAction={() => {
              handle.dismiss();
              open.current?.(newest.id);
            }}
          />
        ) : (
          text
        ),
      duration: NEW_MESSAGE_TOAST_MS,
    });
    setBannerVisible(true);
    setArrivals((count) => count + 1);
  }, [messages]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival restarts the timer.
  useEffect(() => {
    if (!bannerVisible) return;
    const timer = setTimeout(() => setBannerVisible(false), NEW_MESSAGE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [bannerVisible, arrivals]);

  const dismissBanner = useCallback(() => setBannerVisible(false), []);
  return { bannerVisible, dismissBanner };
}
