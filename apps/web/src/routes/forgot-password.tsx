import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { DataProvider } from '../lib/data-provider';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return (
    <DataProvider>
      <ForgotPasswordPage />
    </DataProvider>
  );
}
