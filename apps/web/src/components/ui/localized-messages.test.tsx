// @vitest-environment jsdom
import {
  attachmentMessages,
  authMessages,
  esAppScreens,
  validationMessages,
} from '@advance/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/app-texts';
import { setAppLocale } from '../../i18n/set-app-locale';
import { dismissToast, toast } from '../../lib/toast-store';
import { ErrorSummary } from './error-summary';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { Input } from './input';
import { Toaster } from './toaster';

// Issue 20: the shared parts that show contracts texts show them in the app's language.

const es = esAppScreens.errors;

// The Spanish catalogs as a Spanish page loads them; English app texts for the look-ups.
beforeAll(() => setAppLocale('es'));
afterAll(() => setAppLocale('en'));
afterEach(() => {
  cleanup();
  dismissToast();
});

describe('in Spanish', () => {
  it('a field shows its English error in Spanish, still tied to the control', () => {
    render(
      <FormField label="Nombre" id="first-name" error={validationMessages.firstNameRequired}>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Nombre');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(es.validation.firstNameRequired);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('the error summary shows its title and errors in Spanish', () => {
    render(
      <ErrorSummary
        title={authMessages.errorSummaryTitle}
        attempt={1}
        errors={[
          { fieldId: 'login-email', message: authMessages.emailRequired },
          { message: authMessages.tooManyAttempts },
        ]}
      />,
    );
    expect(screen.getByRole('alert', { name: es.auth.errorSummaryTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: es.auth.emailRequired })).toBeTruthy();
    expect(screen.getByText(es.auth.tooManyAttempts)).toBeTruthy();
  });

  it('a form alert shows a server message in Spanish, and other content as it is', () => {
    render(
      <>
        <FormAlert>{authMessages.invalidCredentials}</FormAlert>
        <FormAlert>
          <strong>{authMessages.invalidCredentials}</strong>
        </FormAlert>
      </>,
    );
    const [text, node] = screen.getAllByRole('alert');
    expect(text?.textContent).toBe(es.auth.invalidCredentials);
    expect(node?.textContent).toBe(authMessages.invalidCredentials);
  });

  it('the toaster shows a toast title and description in Spanish', async () => {
    render(<Toaster />);
    act(() => {
      toast({
        variant: 'destructive',
        title: attachmentMessages.uploadErrorTitle,
        description: attachmentMessages.typeNotAllowed,
      });
    });
    expect(await screen.findByText(es.upload.uploadErrorTitle)).toBeTruthy();
    expect(screen.getByText(es.upload.typeNotAllowed)).toBeTruthy();
    expect(screen.queryByText(attachmentMessages.typeNotAllowed)).toBeNull();
  });

  it('a text the catalog does not know is shown as it is', () => {
    render(
      <FormField label="Nombre" error="Ya está en español">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    expect(screen.getByText('Ya está en español')).toBeTruthy();
  });
});
