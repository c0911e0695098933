import { type Announcement, announcementMessages } from '@advance/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { failureToast } from '../../../lib/failure-toast';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { AnnouncementTypeBadge } from '../../announcements/announcement-type-badge';
import { ActiveSwitch } from './active-switch';
import { announcementStateStyles } from './announcement-state';

const toastUpdateFailed = failureToast(
  announcementMessages.updateFailedTitle,
  announcementMessages.updateFailed,
);

/** One announcement in the staff list: what customers see, its state in words, the switch. */
export function AnnouncementRow({
  announcement,
  onUpdated,
}: {
  announcement: Announcement;
  onUpdated: (updated: Announcement) => void;
}) {
  const trpc = useTRPC();
  const titleId = useId();
  const setActive = useMutation(trpc.admin.announcements.setActive.mutationOptions());
  const state = announcementStateStyles[announcement.state];

  const toggle = () => {
    setActive.mutate(
      { id: announcement.id, isActive: !announcement.isActive },
      {
        onSuccess: (updated) => {
          onUpdated(updated);
          toast({
            title: announcementMessages.updatedTitle,
            description: `"${updated.title}" is now ${updated.isActive ? 'active' : 'inactive'}.`,
          });
        },
        onError: toastUpdateFailed,
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={titleId} className="break-words text-lg font-semibold text-slate-900">
            {announcement.title}
          </h3>
          <AnnouncementTypeBadge type={announcement.type} />
          <Badge variant={state.variant}>
            <state.icon aria-hidden="true" />
            {state.label}
          </Badge>
        </div>
        <p className="whitespace-pre-line break-words text-sm text-slate-800">
          {announcement.content}
        </p>
        <p className="text-sm text-slate-600">
          Created {formatDate(announcement.createdAt)} ·{' '}
          {announcement.expiresAt
            ? `Expires ${formatDateTime(announcement.expiresAt)}`
            : 'No expiry'}
        </p>
      </div>
      <div className="shrink-0">
        <ActiveSwitch
          checked={announcement.isActive}
          busy={setActive.isPending}
          describedBy={titleId}
          onToggle={toggle}
        />
      </div>
    </Card>
  );
}
