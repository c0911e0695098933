import { type ApplicationStatus, customerStatusText } from '@advance/contracts';
import {
  CircleCheck,
  CircleSlash,
  CircleX,
  Clock,
  FileWarning,
  Hourglass,
  type LucideIcon,
  Send,
} from 'lucide-react';
import type { badgeVariants } from '../../components/ui/badge';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

export interface StatusStyle {
  /** The badge text: the status itself, or "Under Review" when it is missing (spec part 4). */
  label: string;
  variant: BadgeVariant;
  icon: LucideIcon;
}

/** Spec part 4: every status has its own icon and colour; the colour is never the only cue. */
const styles: Record<ApplicationStatus, Omit<StatusStyle, 'label'>> = {
  Submitted: { variant: 'default', icon: Send },
  'Waiting approval': { variant: 'warning', icon: Hourglass },
  'Additional Documentation Requested': { variant: 'attention', icon: FileWarning },
  Approved: { variant: 'success', icon: CircleCheck },
  Denied: { variant: 'danger', icon: CircleX },
  Withdrawn: { variant: 'neutral', icon: CircleSlash },
};

const missing: Omit<StatusStyle, 'label'> = { variant: 'neutral', icon: Clock };

export function statusStyle(status: ApplicationStatus | null | undefined): StatusStyle {
  const { badge } = customerStatusText(status);
  const style = status ? (styles[status] ?? missing) : missing;
  return { label: badge, ...style };
}

/** Each status's key in the dashboard texts (`status.badge.*`). */
export const statusKeys = {
  Submitted: 'submitted',
  'Waiting approval': 'waitingApproval',
  'Additional Documentation Requested': 'documentsRequested',
  Approved: 'approved',
  Denied: 'denied',
  Withdrawn: 'withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

export type StatusKey = (typeof statusKeys)[ApplicationStatus] | 'none';

export const statusKey = (status: ApplicationStatus | null | undefined): StatusKey =>
  (status && statusKeys[status]) || 'none';

/** What the status means for the customer: its key in `status.text.*` (spec part 4). */
export function statusTextKey(
  status: ApplicationStatus | null | undefined,
): 'none' | 'pending' | 'documentsNeeded' | 'approved' | 'denied' | 'withdrawn' {
  switch (statusKey(status)) {
    case 'none':
      return 'none';
    case 'approved':
      return 'approved';
    case 'denied':
      return 'denied';
    case 'withdrawn':
      return 'withdrawn';
    case 'documentsRequested':
      return 'documentsNeeded';
    default:
      return 'pending';
  }
}
