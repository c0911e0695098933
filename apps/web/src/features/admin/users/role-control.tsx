import { assignableRoles, type PublicUser, type Role, userAdminMessages } from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { serverMessage } from '../../../lib/errors';
import { nameOrEmail } from '../../../lib/person-name';
import { toast } from '../../../lib/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { useStepUp } from '../../auth/use-step-up';
import { roleLabel } from '../role-badge';

type AssignableRole = (typeof assignableRoles)[number];
const isAssignable = (role: Role): role is AssignableRole =>
  (assignableRoles as readonly string[]).includes(role);

/**
 * A super admin's role selector for one user (spec part 6): user or admin only. The change
 * is applied with a Save button, not on selection, because some browsers fire a change for
 * every arrow key on a closed select, and a role change also signs the user out everywhere.
 * The protected account, and any super admin, show their role read-only.
 */
export function RoleControl({
  user,
  roleLocked,
  describedBy,
}: {
  user: PublicUser;
  roleLocked: boolean;
  /** The id of the user's name, so "Role" and "Save" say whose. */
  describedBy: string;
}) {
  const trpc = useTRPC();
  const id = useId();
  const queryClient = useQueryClient();
  const setRole = useMutation(trpc.admin.users.setRole.mutationOptions());
  const stepUp = useStepUp();
  const [role, setRoleChoice] = useState<AssignableRole>(
    isAssignable(user.role) ? user.role : 'user',
  );

  if (roleLocked || !isAssignable(user.role)) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Lock aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">Role: </span>
          {roleLabel(user.role)} · Protected
        </span>
      </p>
    );
  }

  // A role change needs a second factor given within 5 minutes (issue 17): the step-up
  // dialog asks for a code when the server says so, then the change is sent again.
  const save = () => {
    stepUp
      .run(() => setRole.mutateAsync({ id: user.id, role }))
      .then(
        () => {
          toast({
            title: userAdminMessages.roleUpdatedTitle,
            description: `${nameOrEmail(user)} is now ${roleLabel(role)}.`,
          });
          void queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.queryKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
        },
        (error: unknown) => {
          setRoleChoice(isAssignable(user.role) ? user.role : 'user');
          toast({
            variant: 'destructive',
            title: userAdminMessages.updateFailedTitle,
            description: serverMessage(error, userAdminMessages.roleUpdateFailed),
          });
        },
      );
  };

  return (
    <div className="flex items-end gap-2">
      <div className="space-y-1">
        <Label htmlFor={id}>Role</Label>
        <Select
          id={id}
          className="h-9 w-36 text-sm"
          value={role}
          aria-describedby={describedBy}
          disabled={setRole.isPending}
          onChange={(event) => setRoleChoice(event.target.value as AssignableRole)}
        >
          {assignableRoles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </Select>
      </div>
      <Button
        size="sm"
        variant="outline"
        aria-describedby={describedBy}
        disabled={role === user.role || setRole.isPending}
        onClick={save}
      >
        {setRole.isPending ? 'Saving...' : 'Save'}
      </Button>
      {stepUp.dialog}
    </div>
  );
}
