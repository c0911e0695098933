import type { ApplicationStatus } from '@advance/contracts';
import { Badge } from '../../components/ui/badge';
import { statusKey, statusStyle } from './status-style';
import { useDashboardTexts } from './texts';

/**
 * The status badge. Staff screens show the spec's status names in English; a customer
 * screen passes `localized` to read it in the app's language (issue 20).
 */
export function StatusBadge({
  status,
  className,
  localized = false,
}: {
  status: ApplicationStatus | null | undefined;
  className?: string;
  localized?: boolean;
}) {
  const { t } = useDashboardTexts(localized);
  const { variant, icon: Icon } = statusStyle(status);
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {t(`status.badge.${statusKey(status)}`)}
    </Badge>
  );
}
