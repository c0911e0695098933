import type { ApplicationStatus } from '@advance/contracts';
import { Badge } from '../../components/ui/badge';
import { statusStyle } from './status-style';

export function StatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus | null | undefined;
  className?: string;
}) {
  const { label, variant, icon: Icon } = statusStyle(status);
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
