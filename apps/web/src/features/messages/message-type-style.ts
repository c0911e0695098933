import { enAppScreens, type MessageType } from '@advance/contracts';
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
const styles: Record<MessageType, Omit<MessageTypeStyle, 'label'>> = {
  system: { variant: 'default', icon: Info },
  approved: { variant: 'success', icon: CircleCheck },
  under_review: { variant: 'warning', icon: Hourglass },
  action_required: { variant: 'attention', icon: CircleAlert },
  other: { variant: 'neutral', icon: MessageSquare },
};

/** The words of each type: English from the catalog, or (issue 20) the reader's language. */
export type TypeLabel = (type: MessageType) => string;
const englishLabel: TypeLabel = (type) => enAppScreens.messages.types[type];

const isKnown = (type: string): type is MessageType => Object.hasOwn(styles, type);

/** A type this screen does not know (a newer server) still gets a readable neutral badge. */
export function messageTypeStyle(type: string, label: TypeLabel = englishLabel): MessageTypeStyle {
  if (isKnown(type)) return { ...styles[type], label: label(type) };
  return { label: type.replaceAll('_', ' '), variant: 'neutral', icon: MessageSquare };
}
