import { type ApiToken, apiTokenMessages } from '@advance/contracts';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { handleUnauthorized } from '../../lib/unauthorized';
import { useStepUp } from '../auth/use-step-up';

/** A token row's Revoke button, named for its token; both token lists use it. */
export function RevokeApiTokenButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      className="shrink-0"
      aria-label={apiTokenMessages.revokeLabel(name)}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
      {apiTokenMessages.revokeButton}
    </Button>
  );
}

/**
 * "Revoke this token?" (issue 21), the passkey removal's pattern: nothing is sent before
 * the confirmation; a refusal is shown in the dialog so it can be retried. `revoke` is the
 * owner's or the super admin's mutation; a step-up, should the server ask, is handled here.
 */
export function RevokeApiTokenDialog({
  token,
  revoke,
  pending,
  onRevoked,
  onClose,
  focusAfterRevoke,
}: {
  token: Pick<ApiToken, 'id' | 'name'> | null;
  revoke: (id: string) => Promise<unknown>;
  pending: boolean;
  /** Drop the row; focus is then moved by `focusAfterRevoke` once the dialog has closed. */
  onRevoked: () => void;
  onClose: () => void;
  /** Where focus goes after a revoke (the row and its button are gone). */
  focusAfterRevoke: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const revoked = useRef(false);
  const stepUp = useStepUp();

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!token) return;
    setFailure(null);
    try {
      await stepUp.run(() => revoke(token.id));
    } catch (error) {
      if (httpStatusOf(error) === 401) {
        handleUnauthorized();
        return;
      }
      setFailure(serverMessage(error, apiTokenMessages.revokeFailedTitle));
      return;
    }
    toast({ title: apiTokenMessages.revokedTitle, description: token.name });
    setFailure(null);
    revoked.current = true;
    onRevoked();
  };

  return (
    <Dialog open={token !== null} onOpenChange={(open) => (open ? null : close())}>
      {token ? (
        <ConfirmDialog
          title={apiTokenMessages.revokeConfirmTitle}
          description={apiTokenMessages.revokeConfirm(token.name)}
          cancelLabel={apiTokenMessages.revokeCancel}
          confirmLabel={apiTokenMessages.revokeConfirmButton}
          pending={pending}
          onConfirm={() => void confirm()}
          failure={failure}
          onCloseAutoFocus={(event) => {
            if (!revoked.current) return;
            revoked.current = false;
            event.preventDefault();
            focusAfterRevoke();
          }}
        >
          {stepUp.dialog}
        </ConfirmDialog>
      ) : null}
    </Dialog>
  );
}
