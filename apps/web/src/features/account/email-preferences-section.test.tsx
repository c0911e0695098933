// @vitest-environment jsdom
// The English texts of the screens behind the public pages, as DataProvider registers them.
import '../../i18n/app-texts';
import { emailPreferenceTexts, emailSettingsTexts } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { EmailPreferencesSection } from './email-preferences-section';

/** The text a screen reader reads as the control's description. */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => {
  cleanup();
  dismissToast();
});

const latestToast = () => toastStore.getSnapshot().toasts[0];

describe('EmailPreferencesSection', () => {
  it('shows the setting with its hint and saves a change with a toast', async () => {
    let stored = true;
    const { calls } = renderWithTrpc(<EmailPreferencesSection />, (path, input) => {
      if (path === 'account.emailPreferences') return { chatEmails: stored };
      if (path === 'account.setEmailPreferences') {
        stored = (input as { chatEmails: boolean }).chatEmails;
        return { chatEmails: stored };
      }
      throw new Error(`Unexpected call ${path}`);
    });
    const box = await screen.findByRole('checkbox', { name: emailPreferenceTexts.chatEmails });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(describedBy(box)).toBe(emailPreferenceTexts.chatEmailsHint);
    fireEvent.click(box);
    await waitFor(() => expect(latestToast()?.title).toBe(emailPreferenceTexts.saved));
    expect(calls.find((c) => c.path === 'account.setEmailPreferences')?.input).toEqual({
      chatEmails: false,
    });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it('keeps the stored value and says so when saving fails', async () => {
    renderWithTrpc(<EmailPreferencesSection />, (path) => {
      if (path === 'account.emailPreferences') return { chatEmails: true };
      throw apiError('Database unavailable', 503);
    });
    const box = await screen.findByRole('checkbox', { name: emailPreferenceTexts.chatEmails });
    fireEvent.click(box);
    await waitFor(() => expect(latestToast()?.title).toBe(emailSettingsTexts.saveFailedTitle));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });
});
