import {
  type AdminUser,
  accountAdminMessages,
  accountMessages,
  isStaffRole,
} from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { failureToast } from '../../../lib/failure-toast';
import { nameOrEmail } from '../../../lib/person-name';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { useStepUp } from '../../auth/use-step-up';

type Action = 'disable' | 'enable' | 'resetMfa';

/**
 * A super admin's account actions on one user (issue 17): disable or enable the account
 * (every session of a disabled account ends at once), and reset a staff member's second
 * factor. Never shown for the protected owner. Each asks for confirmation first, and both
 * need a second factor given within 5 minutes (the step-up dialog asks when the server says).
 */
export function AccountActions({ user, describedBy }: { user: AdminUser; describedBy: string }) {
  const [action, setAction] = useState<Action | null>(null);
  if (user.roleLocked) return null;
  return (
    <>
      {user.disabled ? (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={describedBy}
          onClick={() => setAction('enable')}
        >
          <CircleCheck aria-hidden="true" />
          {accountAdminMessages.enable}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          onClick={() => setAction('disable')}
        >
          <Ban aria-hidden="true" />
          {accountAdminMessages.disable}
        </Button>
      )}
      {isStaffRole(user.role) ? (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          onClick={() => setAction('resetMfa')}
        >
          <KeyRound aria-hidden="true" />
          {accountAdminMessages.resetMfa}
        </Button>
      ) : null}
      <Dialog open={action !== null} onOpenChange={(open) => (open ? null : setAction(null))}>
        {action ? (
          <ConfirmAction user={user} action={action} onClose={() => setAction(null)} />
        ) : null}
      </Dialog>
    </>
  );
}

function ConfirmAction({
  user,
  action,
  onClose,
}: {
  user: AdminUser;
  action: Action;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setStatus = useMutation(trpc.admin.users.setStatus.mutationOptions());
  const resetMfa = useMutation(trpc.admin.resetUserMfa.mutationOptions());
  const stepUp = useStepUp();
  // Set at the click itself: a double click lands before React re-renders with isPending.
  const sending = useRef(false);
  const name = nameOrEmail(user);
  const pending = setStatus.isPending || resetMfa.isPending;

  const text = {
    disable: {
      title: accountAdminMessages.disableTitle,
      body: accountAdminMessages.disableConfirm(name),
      button: accountAdminMessages.disable,
    },
    enable: {
      title: accountAdminMessages.enableTitle,
      body: accountAdminMessages.enableConfirm(name),
      button: accountAdminMessages.enable,
    },
    resetMfa: {
      title: accountAdminMessages.resetMfaTitle,
      body: accountAdminMessages.resetMfaConfirm(name),
      button: accountAdminMessages.resetMfa,
    },
  }[action];

  const done = (title: string) => () => {
    toast({ title, description: name });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
    onClose();
  };

  const confirm = () => {
    if (pending || sending.current) return;
    sending.current = true;
    const settled = () => {
      sending.current = false;
    };
    if (action === 'resetMfa') {
      stepUp
        .run(() => resetMfa.mutateAsync({ userId: user.id }))
        .then(
          done(accountAdminMessages.resetMfaDone),
          failureToast(accountAdminMessages.resetMfaFailedTitle, text.title),
        )
        .finally(settled);
      return;
    }
    const disabled = action === 'disable';
    stepUp
      .run(() => setStatus.mutateAsync({ id: user.id, disabled }))
      .then(
        done(disabled ? accountMessages.accountDisabledTitle : accountMessages.accountEnabledTitle),
        failureToast(accountAdminMessages.statusFailedTitle, text.title),
      )
      .finally(settled);
  };

  return (
    <ConfirmDialog
      title={text.title}
      description={text.body}
      cancelLabel="Cancel"
      confirmLabel={text.button}
      confirmVariant={action === 'enable' ? 'primary' : 'destructive'}
      pending={pending}
      onConfirm={confirm}
    >
      {stepUp.dialog}
    </ConfirmDialog>
  );
}
