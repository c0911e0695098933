import type { AnnouncementState } from '@advance/contracts';
import { CalendarX, CircleCheck, CirclePause, type LucideIcon } from 'lucide-react';
import type { badgeVariants } from '../../../components/ui/badge';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

/**
 * How staff see an announcement's state, which the server works out (an expired one is
 * switched on but no longer shown to customers, which staff need to see in words).
 */
export const announcementStateStyles: Record<
  AnnouncementState,
  { label: string; variant: BadgeVariant; icon: LucideIcon }
> = {
  active: { label: 'Active', variant: 'success', icon: CircleCheck },
  inactive: { label: 'Inactive', variant: 'neutral', icon: CirclePause },
  expired: { label: 'Expired', variant: 'warning', icon: CalendarX },
};
