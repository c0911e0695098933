import { type AdvanceState, advanceStateLabels } from '@advance/contracts';
import { Ban, CircleAlert, CircleCheck, Hourglass, type LucideIcon, Send } from 'lucide-react';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

/** Each state has its own icon and words; the colour is never the only cue. */
const styles: Record<AdvanceState, { variant: BadgeProps['variant']; icon: LucideIcon }> = {
  awaiting_funding: { variant: 'warning', icon: Hourglass },
  funded: { variant: 'default', icon: Send },
  past_due: { variant: 'danger', icon: CircleAlert },
  repaid: { variant: 'success', icon: CircleCheck },
  cancelled: { variant: 'neutral', icon: Ban },
};

export function AdvanceStateBadge({ state }: { state: AdvanceState }) {
  const { variant, icon: Icon } = styles[state];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {advanceStateLabels[state]}
    </Badge>
  );
}
