import {
  type ApplicationStatus,
  type CustomerApplication,
  undecidedStatuses,
} from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { httpStatusOf, serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { handleUnauthorized } from '../../lib/unauthorized';

/** Only an application with no decision yet can be withdrawn (the server says so too). */
export const canWithdraw = (status: ApplicationStatus | null | undefined) =>
  status !== null && status !== undefined && undecidedStatuses.includes(status);

/**
 * "Withdraw Application" on a card, after a confirmation. The answer replaces the
 * application in the dashboard's list at once, so the card shows Withdrawn.
 */
export function WithdrawApplication({ application }: { application: CustomerApplication }) {
  const { t } = useTranslation('dashboard');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const withdraw = useMutation(trpc.applications.withdraw.mutationOptions());
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!canWithdraw(application.status)) return null;

  const close = () => {
    setFailure(null);
    setOpen(false);
  };
  const confirm = async () => {
    if (withdraw.isPending) return;
    setFailure(null);
    let updated: CustomerApplication;
    try {
      ({ application: updated } = await withdraw.mutateAsync({ id: application.id }));
    } catch (error) {
      if (httpStatusOf(error) === 401) {
        handleUnauthorized();
        return;
      }
      setFailure(serverMessage(error, t('withdraw.failed')));
      return;
    }
    const queryKey = trpc.applications.mine.queryKey();
    queryClient.setQueryData(queryKey, (old) =>
      old?.map((a) => (a.id === updated.id ? updated : a)),
    );
    void queryClient.invalidateQueries({ queryKey });
    toast({
      title: t('withdraw.withdrawnTitle'),
      description: t('withdraw.withdrawnText'),
    });
    close();
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('withdraw.button')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        {open ? (
          <ConfirmDialog
            role="dialog"
            title={t('withdraw.confirmTitle')}
            description={t('withdraw.confirmText')}
            cancelLabel={t('withdraw.keep')}
            confirmLabel={t('withdraw.confirmButton')}
            pendingLabel={t('withdraw.withdrawing')}
            pending={withdraw.isPending}
            onConfirm={() => void confirm()}
            failure={failure}
          />
        ) : null}
      </Dialog>
    </>
  );
}
