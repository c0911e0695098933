// @vitest-environment jsdom
import {
  advanceMessages,
  advancePageMessages,
  type PublicUser,
  reviewStepMessages,
} from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/current-user-store';
import { apiError, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { toastStore } from '../../lib/toast-store';
import type { WizardStep } from '../../lib/wizard-search';
import { ApplicationPage as Page } from './application-page';

/** The page with its step kept as the route would keep it in the URL (issue 20). */
function ApplicationPage() {
  const [step, setStep] = useState<WizardStep | undefined>();
  return <Page requestedStep={step} onStep={(next) => setStep(next)} />;
}

// The dashboard link is the only router part: a plain link is enough outside an app router.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  setCurrentUser(null);
  sessionStorage.clear();
});

const rosa: PublicUser = {
  id: 'u-1',
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: null,
  role: 'user',
  locale: 'en',
};

const mine = (hasOpenAdvance: boolean) => (path: string) => {
  if (path === 'advances.mine') return { advances: [], hasOpenAdvance };
  if (path === 'pricing.quote') return null;
  throw new Error(`Unexpected call ${path}`);
};

describe('the wizard and an open advance (issue 18)', () => {
  it('tells a signed-in applicant with an open advance before step 1, with a way to it', async () => {
    setCurrentUser(rosa);
    renderWithTrpc(<ApplicationPage />, mine(true));
    const heading = await screen.findByRole('heading', {
      name: advancePageMessages.openAdvanceTitle,
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(advanceMessages.openAdvanceExists)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: advancePageMessages.openAdvanceLink }).getAttribute('href'),
    ).toBe('/dashboard');
    expect(screen.queryByText('Step 1 of 3')).toBeNull();
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('opens step 1 for a signed-in applicant without one', async () => {
    setCurrentUser(rosa);
    const { calls } = renderWithTrpc(<ApplicationPage />, mine(false));
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('advances.mine');
  });

  it('asks nothing for a visitor', () => {
    const { calls } = renderWithTrpc(<ApplicationPage />, mine(true));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('advances.mine');
  });

  it('when the server refuses the submission for an open advance, says so instead of the form', async () => {
    setCurrentUser({ ...rosa, phone: '555-201-3344' });
    let open = false;
    const { calls } = renderWithTrpc(<ApplicationPage />, (path) => {
      if (path === 'advances.mine') return { advances: [], hasOpenAdvance: open };
      if (path === 'applications.submit') {
        // Approved meanwhile, in another tab or by staff.
        open = true;
        throw apiError(advanceMessages.openAdvanceExists, 409);
      }
      throw new Error(`Unexpected call ${path}`);
    });
    const change = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    change('Zip Code', '10001');
    next();
    // Signed in: no account step (issue 20), so the money comes second of three.
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    change('How often do you need extra cash?', 'monthly');
    change('Monthly Benefit', '1450');
    change('Benefit Payment Day', '3');
    change('Monthly Rent or Mortgage', '800');
    change('Date of Birth', '1955-04-02');
    fireEvent.click(screen.getByRole('button', { name: reviewStepMessages.continueToReview }));
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: reviewStepMessages.consentLabel }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(
      await screen.findByRole('heading', { name: advancePageMessages.openAdvanceTitle }),
    ).toBeTruthy();
    expect(screen.getByText(advanceMessages.openAdvanceExists)).toBeTruthy();
    expect(screen.queryByText('Step 3 of 3')).toBeNull();
    expect(calls.filter((c) => c.path === 'applications.submit')).toHaveLength(1);
    // Said once, on the page: no error toast on top.
    expect(toastStore.getSnapshot().toasts).toEqual([]);
    // Four steps of typing: slow under load, so more than the default 5 s.
  }, 15_000);
});
