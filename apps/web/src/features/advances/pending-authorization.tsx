import type { PaymentAuthorization } from '@advance/contracts';
import { useMutation } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { appLocaleTag } from '../../i18n/i18n';
import { failureToast } from '../../lib/failure-toast';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { useAdvanceUpdate } from './use-advance-update';

/** The one payment waiting to be collected, with the consent given, and a way to take it back. */
export function PendingAuthorization({ authorization }: { authorization: PaymentAuthorization }) {
  const { t } = useTranslation('dashboard');
  const tag = appLocaleTag();
  const trpc = useTRPC();
  const update = useAdvanceUpdate();
  const withdraw = useMutation(trpc.advances.withdrawAuthorization.mutationOptions());
  const onWithdraw = () => {
    if (withdraw.isPending) return;
    withdraw.mutate(
      { id: authorization.id },
      {
        onSuccess: ({ advance }) => {
          toast({
            title: t('pay.authorizationWithdrawnTitle'),
            description: t('pay.authorizationWithdrawn'),
          });
          update(advance);
        },
        onError: failureToast(
          t('pay.withdrawAuthorizationFailedTitle'),
          t('pay.withdrawAuthorizationFailed'),
        ),
      },
    );
  };
  return (
    <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p className="flex items-start gap-2 text-base font-semibold text-slate-900">
        <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0" />
        {t('pay.pendingText', {
          amount: formatUsd(authorization.amount, tag),
          date: formatDate(authorization.date, tag),
        })}
      </p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium">{t('pay.consentTitle')}</summary>
        {/* Stored word for word, in English, with the authorisation. */}
        <p lang="en-US" className="mt-2">
          {authorization.consentText}
        </p>
      </details>
      <Button
        type="button"
        variant="secondary"
        aria-disabled={withdraw.isPending || undefined}
        onClick={onWithdraw}
      >
        {withdraw.isPending ? t('pay.withdrawingAuthorization') : t('pay.withdrawAuthorization')}
      </Button>
    </div>
  );
}
