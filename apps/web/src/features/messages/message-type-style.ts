import type { MessageType } from '@advance/contracts';
import {
  CircleAlert,
  CircleCheck,
  Hourglass,
  Info,
  type LucideIcon,
  MessageSquare,
} from 'lucide-react';
import type { badgeVariants } from '../../components/ui/badge';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

export interface MessageTypeStyle {
  label: string;
  variant: BadgeVariant;
  icon: LucideIcon;
}

/** Spec part 2: each type has its colour and icon, and the badge says the type in words too. */
const styles: Record<MessageType, MessageTypeStyle> = {
  system: { label: 'System', variant: 'default', icon: Info },
  approved: { label: 'Approved', variant: 'success', icon: CircleCheck },
  under_review: { label: 'Under Review', variant: 'warning', icon: Hourglass },
  action_required: { label: 'Action Required', variant: 'attention', icon: CircleAlert },
  other: { label: 'Other', variant: 'neutral', icon: MessageSquare },
};

/** A type this screen does not know (a newer server) still gets a readable neutral badge. */
export function messageTypeStyle(type: string): MessageTypeStyle {
  return (
    (styles as Record<string, MessageTypeStyle>)[type] ?? {
      label: type.replaceAll('_', ' '),
      variant: 'neutral',
      icon: MessageSquare,
    }
  );
}
