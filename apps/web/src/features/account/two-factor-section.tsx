import {
  accountPageMessages,
  isStaffRole,
  recoveryCodeMessages,
  secondFactorPaths,
} from '@advance/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-current-user';
import { useStepUp } from '../auth/use-step-up';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/**
 * The account page's two-factor part (issue 17). Staff see whether their authenticator app
 * is set up, how many recovery codes are left, and can make new ones (a step-up action).
 * Customers have no TOTP: the section says so and points to passkeys.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const titleId = useId();
  const staff = user ? isStaffRole(user.role) : false;
  return (
    <Card>
      <CardContent className="space-y-4 p-6">
        <section aria-labelledby={titleId} className="space-y-4">
          <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-blue-700" />
            {/* Staff screens stay English (issue 20); a customer reads the page's language. */}
            {staff ? accountPageMessages.twoFactorTitle : t('twoFactor.title')}
          </h2>
          {staff ? (
            <StaffTwoFactor />
          ) : (
            <p className="text-base text-slate-700">{t('twoFactor.customerExplained')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function StaffTwoFactor() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.auth.mfa.status.queryOptions());
  const regenerate = useMutation(trpc.auth.mfa.regenerateRecoveryCodes.mutationOptions());
  const stepUp = useStepUp();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Spinner label={accountPageMessages.statusLoading} />;
  if (status.isError)
    return <FormAlert>{serverMessage(status.error, accountPageMessages.statusFailed)}</FormAlert>;
  const { totp, passkeys, recoveryCodesLeft } = status.data;

  const makeNewCodes = async () => {
    try {
      const result = await stepUp.run(() => regenerate.mutateAsync());
      setCodes(result.recoveryCodes);
      toast({ title: accountPageMessages.regenerated });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: accountPageMessages.regenerateFailedTitle,
        description: serverMessage(error, accountPageMessages.regenerateFailedTitle),
      });
    }
  };

  const closeCodes = () => {
    setCodes(null);
    void queryClient.invalidateQueries({ queryKey: trpc.auth.mfa.status.queryKey() });
  };

  return (
    <div className="space-y-4">
      <p className="text-base text-slate-800">
        {totp ? accountPageMessages.twoFactorOn : accountPageMessages.twoFactorOff}
      </p>
      {passkeys > 0 ? (
        <p className="text-sm text-slate-700">{accountPageMessages.twoFactorPasskeys(passkeys)}</p>
      ) : null}
      {totp ? (
        <p className="text-sm text-slate-700">
          {accountPageMessages.recoveryCodesLeft(recoveryCodesLeft)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {totp ? (
          <Button
            type="button"
            variant="secondary"
            disabled={regenerate.isPending}
            onClick={() => void makeNewCodes()}
          >
            <KeyRound aria-hidden="true" />
            {accountPageMessages.regenerate}
          </Button>
        ) : (
          <Button asChild>
            <Link to={secondFactorPaths.setup}>{accountPageMessages.setUp}</Link>
          </Button>
        )}
      </div>
      {stepUp.dialog}
      <Dialog open={codes !== null} onOpenChange={(open) => (open ? null : closeCodes())}>
        {codes ? (
          <DialogContent
            className="max-w-xl"
            aria-describedby={undefined}
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <DialogTitle className="sr-only">{recoveryCodeMessages.title}</DialogTitle>
            <RecoveryCodesPanel codes={codes} onDone={closeCodes} />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
