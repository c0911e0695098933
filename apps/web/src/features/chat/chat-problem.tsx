import type { SenderType } from '@advance/contracts';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useChatTexts } from './chat-texts';

/** A failure inside a chat panel, with its way out. */
export function ChatProblem({
  message,
  onRetry,
  viewer = 'user',
}: {
  message: string;
  onRetry: () => void;
  /** Issue 20: the customer's words in their language; staff's (`admin`) stay English. */
  viewer?: SenderType;
}) {
  const { t } = useChatTexts(viewer);
  return (
    <div className="space-y-3 p-4">
      <FormAlert>{message}</FormAlert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('problems.tryAgain')}
      </Button>
    </div>
  );
}
