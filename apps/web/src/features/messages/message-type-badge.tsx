import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { messageTypeStyle } from './message-type-style';

export function MessageTypeBadge({ type, className }: { type: string; className?: string }) {
  const { t } = useTranslation('messages');
  const { label, variant, icon: Icon } = messageTypeStyle(type, (known) => t(`types.${known}`));
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
