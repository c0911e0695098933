import { type Announcement, type AnnouncementType, announcementTypes } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useTRPC } from '../../lib/trpc';
import { PageContainer } from '../page/page-container';
import { announcementTypeStyle } from './announcement-type-style';
import { readDismissed, rememberDismissed, sessionStore } from './dismissed-announcements';

/**
 * DESIGN.md §5: active, unexpired announcements shown to signed-in customers as banners,
 * each closable for the rest of the visit. Nothing renders while loading, on failure or
 * when all are closed: the banners are extra news, never in the way of the page.
 */
export function AnnouncementBanners() {
  const { t } = useTranslation('dashboard');
  const trpc = useTRPC();
  const active = useQuery(trpc.announcements.active.queryOptions());
  const [dismissed, setDismissed] = useState(() => readDismissed(sessionStore()));
  const shown = (active.data ?? []).filter((a) => !dismissed.includes(a.id));
  if (shown.length === 0) return null;

  const dismiss = (id: string, event: MouseEvent<HTMLButtonElement>) => {
    // Focus goes to the next banner's close button (or the previous one), else to the
    // page, before this one disappears, so keyboard users are not dropped at the top.
    const item = event.currentTarget.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    const target = neighbour?.querySelector('button') ?? document.getElementById('main');
    target?.focus({ preventScroll: true });
    setDismissed((list) => rememberDismissed(sessionStore(), list, id));
  };

  return (
    <PageContainer className="pt-6">
      <section aria-label={t('announcements.region')}>
        <ul className="space-y-3">
          {shown.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementBanner
                announcement={announcement}
                onDismiss={(event) => dismiss(announcement.id, event)}
              />
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}

function AnnouncementBanner({
  announcement,
  onDismiss,
}: {
  announcement: Announcement;
  onDismiss: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const { label, icon: Icon, banner } = announcementTypeStyle(announcement.type);
  // The type in the reader's language; a type this screen does not know, in its own words.
  const typeLabel = (announcementTypes as readonly string[]).includes(announcement.type)
    ? t(`announcements.type.${announcement.type as AnnouncementType}`)
    : label;
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border p-4', banner)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <p id={titleId} className="break-words font-semibold">
          <span className="mr-2 inline-block rounded-full border border-current px-2 text-xs font-bold tracking-wide uppercase">
            {typeLabel}
          </span>
          {announcement.title}
        </p>
        <p className="whitespace-pre-line break-words text-sm">{announcement.content}</p>
      </div>
      <button
        type="button"
        aria-label={t('announcements.dismiss')}
        aria-describedby={titleId}
        onClick={onDismiss}
        className="shrink-0 rounded-md p-1.5 opacity-90 hover:bg-black/5 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
