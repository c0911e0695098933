import { Badge } from '../../components/ui/badge';
import { announcementTypeStyle } from './announcement-type-style';

export function AnnouncementTypeBadge({ type }: { type: string }) {
  const { label, variant, icon: Icon } = announcementTypeStyle(type);
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
