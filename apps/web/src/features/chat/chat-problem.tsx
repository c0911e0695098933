import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';

/** A failure inside a chat panel, with its way out. */
export function ChatProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3 p-4">
      <FormAlert>{message}</FormAlert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
