import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { RequireSignIn } from '../auth/require-sign-in';
import { PageContainer } from '../page/page-container';
import { StaffApiTokensSection } from './api-tokens-section';
import { EmailPreferencesSection } from './email-preferences-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * /account (issue 17), for every signed-in user: password, where they are signed in, the
 * second factor (staff), passkeys and (staff, issue 21) API tokens. Each section fetches its own data.
 */
export function AccountPage() {
  return <RequireSignIn>{() => <AccountSections />}</RequireSignIn>;
}

function AccountSections() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('page.title'));
  return (
    <PageContainer className="max-w-3xl space-y-6 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('page.description')}</p>
      </div>
      <PasswordSection />
      <SessionsSection />
      <TwoFactorSection />
      <PasskeysSection />
      <StaffApiTokensSection />
      <EmailPreferencesSection />
    </PageContainer>
  );
}
