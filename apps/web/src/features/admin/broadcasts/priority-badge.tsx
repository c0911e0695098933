import { Badge } from '../../../components/ui/badge';
import { priorityStyle } from './priority-style';

export function PriorityBadge({ priority }: { priority: string }) {
  const { label, variant, icon: Icon } = priorityStyle(priority);
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
