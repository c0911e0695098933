import type { AnnouncementType } from '@advance/contracts';
import { Info, type LucideIcon, OctagonAlert, TriangleAlert, Wrench } from 'lucide-react';
import type { badgeVariants } from '../../components/ui/badge';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

export interface AnnouncementTypeStyle {
  /** The type in words, shown on every banner and badge (colour is never the only cue). */
  label: string;
  variant: BadgeVariant;
  icon: LucideIcon;
  /** The customer banner's box: a light tint with dark text (contrast well above 4.5:1). */
  banner: string;
}

const styles: Record<AnnouncementType, AnnouncementTypeStyle> = {
  info: {
    label: 'Info',
    variant: 'default',
    icon: Info,
    banner: 'border-blue-200 bg-blue-50 text-blue-900',
  },
  warning: {
    label: 'Warning',
    variant: 'warning',
    icon: TriangleAlert,
    banner: 'border-amber-300 bg-amber-50 text-amber-950',
  },
  urgent: {
    label: 'Urgent',
    variant: 'danger',
    icon: OctagonAlert,
    banner: 'border-red-300 bg-red-50 text-red-900',
  },
  maintenance: {
    label: 'Maintenance',
    variant: 'neutral',
    icon: Wrench,
    banner: 'border-slate-300 bg-slate-100 text-slate-900',
  },
};

/** A type this screen does not know (a newer server) is shown as information, in its words. */
export function announcementTypeStyle(type: string): AnnouncementTypeStyle {
  return (
    (styles as Record<string, AnnouncementTypeStyle>)[type] ?? {
      ...styles.info,
      label: type.replaceAll('_', ' '),
    }
  );
}
