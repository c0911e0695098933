import { Badge } from '../../components/ui/badge';
import { messageTypeStyle } from './message-type-style';

export function MessageTypeBadge({ type, className }: { type: string; className?: string }) {
  const { label, variant, icon: Icon } = messageTypeStyle(type);
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
