import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
// The chat texts hold these two lines (decision 027).
import '../../i18n/app-texts';
import { Button } from '../../components/ui/button';
import type { LiveConnection } from '../../lib/live/live-connection';
import { useLiveConnectionState } from '../../lib/live/use-live-connection-state';

/**
 * Spec part 4: after the last reconnect attempt, a small notice says live updates stopped
 * and offers Reconnect (a fresh set of attempts). The status region is always in the page
 * so screen readers announce the notice when it appears; nothing shows while all is well.
 */
export function LiveStatusNotice({
  connection,
}: {
  connection: Pick<LiveConnection, 'getSnapshot' | 'subscribe' | 'reconnect'>;
}) {
  const { t } = useTranslation('chat');
  const paused = useLiveConnectionState(connection).status === 'paused';
  const region = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);

  // The Reconnect button vanishes with the notice; focus goes to the page, not to nowhere.
  useEffect(() => {
    if (paused || !hadFocus.current) return;
    hadFocus.current = false;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [paused]);

  return (
    <div ref={region} role="status" className="fixed bottom-4 left-4 z-40 max-w-[calc(100vw-2rem)]">
      {paused ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 shadow-lg">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          <p className="text-sm font-medium">{t('live.paused')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              hadFocus.current = region.current?.contains(document.activeElement) ?? false;
              connection.reconnect();
            }}
          >
            {t('live.reconnect')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
