import type { Announcement } from '@advance/contracts';
import { CalendarX, CircleCheck, CirclePause, type LucideIcon } from 'lucide-react';
import type { badgeVariants } from '../../../components/ui/badge';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

export type AnnouncementState = 'active' | 'inactive' | 'expired';

/**
 * What customers get (DESIGN.md §5): an active announcement shows until it expires. An
 * expired one is switched on but no longer shown, which staff need to see in words.
 */
export function announcementState(
  announcement: Pick<Announcement, 'isActive' | 'expiresAt'>,
  now: Date = new Date(),
): AnnouncementState {
  if (!announcement.isActive) return 'inactive';
  if (announcement.expiresAt && Date.parse(announcement.expiresAt) <= now.getTime()) {
    return 'expired';
  }
  return 'active';
}

export const announcementStateStyles: Record<
  AnnouncementState,
  { label: string; variant: BadgeVariant; icon: LucideIcon }
> = {
  active: { label: 'Active', variant: 'success', icon: CircleCheck },
  inactive: { label: 'Inactive', variant: 'neutral', icon: CirclePause },
  expired: { label: 'Expired', variant: 'warning', icon: CalendarX },
};
