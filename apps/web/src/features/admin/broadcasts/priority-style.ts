import type { MessagePriority } from '@advance/contracts';
import { ArrowDown, ArrowUp, type LucideIcon, Minus, Siren } from 'lucide-react';
import type { badgeVariants } from '../../../components/ui/badge';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

export interface PriorityStyle {
  label: string;
  variant: BadgeVariant;
  icon: LucideIcon;
}

/** Spec part 9's four priorities, each with words, colour and icon. */
const styles: Record<MessagePriority, PriorityStyle> = {
  low: { label: 'Low', variant: 'neutral', icon: ArrowDown },
  normal: { label: 'Normal', variant: 'default', icon: Minus },
  high: { label: 'High', variant: 'warning', icon: ArrowUp },
  urgent: { label: 'Urgent', variant: 'danger', icon: Siren },
};

export function priorityStyle(priority: string): PriorityStyle {
  return (
    (styles as Record<string, PriorityStyle>)[priority] ?? { ...styles.normal, label: priority }
  );
}
