import {
  accountMessages,
  type ChangePasswordForm,
  changePasswordFormSchema,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { NewPasswordField } from '../auth/new-password-field';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/**
 * Change password on the account page: the current password, then the new one twice.
 * Errors sit under their field (the first one focused); the server's reasons for a field
 * land there too. Success signs every other device out, so the sessions list is refreshed.
 */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const titleId = useId();
  // Registered in the fields' order, so a failed check focuses the first one on screen.
  const fields = {
    currentPassword: form.register('currentPassword'),
    newPassword: form.register('newPassword'),
    confirmPassword: form.register('confirmPassword'),
  };

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const fieldErrors = Object.entries(fieldErrorsOf(error)).filter(([name]) => isField(name));
      fieldErrors.forEach(([name, message], i) => {
        if (isField(name)) form.setError(name, { message }, { shouldFocus: i === 0 });
      });
      if (fieldErrors.length === 0)
        setFailure(serverMessage(error, accountMessages.passwordChangeFailed));
      return;
    }
    form.reset();
    setDone(true);
    toast({
      title: accountMessages.passwordChangedTitle,
      description: accountMessages.passwordChanged,
    });
    void queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.list.queryKey() });
  });

  return (
    <Card>
      <CardContent className="p-6">
        <section aria-labelledby={titleId} className="space-y-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {t('password.title')}
          </h2>
          <p className="text-base text-slate-600">{t('password.description')}</p>
          <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
            {failure ? <FormAlert>{failure}</FormAlert> : null}
            <FormField label={t('password.currentLabel')} error={errors.currentPassword?.message}>
              {(control) => (
                <PasswordInput
                  {...control}
                  toggleNoun={t('password.currentNoun')}
                  autoComplete="current-password"
                  {...fields.currentPassword}
                />
              )}
            </FormField>
            <NewPasswordField
              label={t('password.newLabel')}
              toggleNoun={t('password.newNoun')}
              error={errors.newPassword?.message}
              registration={fields.newPassword}
            />
            <NewPasswordField
              label={t('password.confirmLabel')}
              toggleNoun={t('password.confirmNoun')}
              error={errors.confirmPassword?.message}
              registration={fields.confirmPassword}
            />
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('password.submitting') : t('password.submit')}
            </Button>
            <p role="status" className="text-sm text-green-800">
              {done ? t('password.changed') : ''}
            </p>
          </form>
        </section>
      </CardContent>
    </Card>
  );
}
