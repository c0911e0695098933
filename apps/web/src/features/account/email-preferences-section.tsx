import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { failureToast } from '../../lib/failure-toast';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';

/**
 * Issue 19: the signed-in user's optional e-mails. The box saves as it changes (a toast
 * confirms); the hint says which mail always goes whatever the setting.
 */
export function EmailPreferencesSection() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preferences = useQuery(trpc.account.emailPreferences.queryOptions());
  const save = useMutation(trpc.account.setEmailPreferences.mutationOptions());
  const titleId = useId();

  const onChange = (chatEmails: boolean) => {
    if (save.isPending) return;
    save.mutateAsync({ chatEmails }).then(
      (saved) => {
        queryClient.setQueryData(trpc.account.emailPreferences.queryKey(), saved);
        toast({ title: t('email.saved') });
      },
      failureToast(t('email.saveFailedTitle'), t('email.saveFailed')),
    );
  };

  return (
    <Card>
      <CardContent className="p-6">
        <section aria-labelledby={titleId} className="space-y-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {t('email.heading')}
          </h2>
          {preferences.isPending ? <Spinner /> : null}
          {preferences.isError ? <FormAlert>{t('email.loadFailed')}</FormAlert> : null}
          {preferences.data ? (
            <Checkbox
              label={t('email.chatEmails')}
              hint={t('email.chatEmailsHint')}
              checked={
                save.isPending ? (save.variables?.chatEmails ?? false) : preferences.data.chatEmails
              }
              aria-busy={save.isPending || undefined}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
