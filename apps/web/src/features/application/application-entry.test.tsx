// @vitest-environment jsdom
import type { PublicUser } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUserForTests, setCurrentUser } from '../../lib/current-user-store';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { WIZARD_DRAFT_KEY } from '../../lib/wizard-draft-key';
import type { WizardStep } from '../../lib/wizard-search';
import { ApplicationEntry, forgetFullWizardForTests } from './application-entry';

const trackGoal = vi.hoisted(() => vi.fn());
vi.mock('@advance/tracker/goal', () => ({ trackGoal }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

/** The route's part: the step in the URL, here in state. */
const steps: (WizardStep | undefined)[] = [];
function Entry({ initialStep }: { initialStep?: WizardStep }) {
  const [step, setStep] = useState<WizardStep | undefined>(initialStep);
  const onStep = useCallback((next: WizardStep) => {
    steps.push(next);
    setStep(next);
  }, []);
  return <ApplicationEntry requestedStep={step} onStep={onStep} />;
}

const api = (path: string) => {
  if (path === 'applications.emailStatus') return { acceptsNewAccount: true };
  if (path === 'advances.mine') return { advances: [], hasOpenAdvance: false };
  throw new Error(`Unexpected call ${path}`);
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
/** The lean step's inputs are marked: the wizard's own, which replace them, are not. */
const markLean = () => {
  for (const input of document.querySelectorAll('form input')) input.setAttribute('data-lean', '');
};
// The first import of the wizard's modules takes the test runner a while.
const wizardArrived = () =>
  waitFor(() => expect(field('First Name').hasAttribute('data-lean')).toBe(false), {
    timeout: 15_000,
  });

beforeEach(() => {
  forgetFullWizardForTests();
  setCurrentUser(null);
  steps.length = 0;
  trackGoal.mockClear();
});
afterEach(() => {
  cleanup();
  resetCurrentUserForTests(null);
  sessionStorage.clear();
});

const ada = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Email: 'ada@example.test',
  Phone: '555-201-3344',
  'Zip Code': '10001',
};

describe('the wizard’s lean first step (issue 15)', () => {
  it('is the first step without the wizard until the form is touched', async () => {
    const { calls } = renderWithTrpc(<Entry />, api);
    markLean();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Apply for a Cash Advance' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    await new Promise((done) => setTimeout(done, 50));
    expect(field('First Name').hasAttribute('data-lean')).toBe(true);
    expect(calls).toEqual([]);
    expect(trackGoal).toHaveBeenCalledTimes(1);
    expect(trackGoal).toHaveBeenCalledWith('application_started');
  });

  it('hands what was typed, focus and caret over to the wizard', async () => {
    renderWithTrpc(<Entry />, api);
    markLean();
    for (const [label, value] of Object.entries(ada)) field(label).value = value;
    const phone = field('Phone');
    phone.focus();
    phone.setSelectionRange(3, 5);
    // What React hears of a focus (the wizard loads on the first one in the form).
    fireEvent.focusIn(phone);
    await wizardArrived();
    for (const [label, value] of Object.entries(ada)) expect(field(label).value).toBe(value);
    expect(document.activeElement).toBe(field('Phone'));
    expect([field('Phone').selectionStart, field('Phone').selectionEnd]).toEqual([3, 5]);
    // The wizard keeps it as its draft, and the start was counted once, by the page.
    expect(JSON.parse(sessionStorage.getItem(WIZARD_DRAFT_KEY) ?? '{}').applicant).toMatchObject({
      firstName: 'Ada',
      zipCode: '10001',
    });
    expect(trackGoal).toHaveBeenCalledTimes(1);
  });

  it('hands what was typed over even where the tab refuses to store a draft', async () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      renderWithTrpc(<Entry />, api);
      markLean();
      for (const [label, value] of Object.entries(ada)) field(label).value = value;
      fireEvent.focusIn(field('Zip Code'));
      await wizardArrived();
      for (const [label, value] of Object.entries(ada)) expect(field(label).value).toBe(value);
      expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
    } finally {
      refuse.mockRestore();
    }
  });

  it('a Next pressed before the wizard has loaded is checked by it once it is there', async () => {
    const { calls } = renderWithTrpc(<Entry />, api);
    markLean();
    for (const [label, value] of Object.entries(ada)) field(label).value = value;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(steps).toEqual([2]));
    expect(calls.map((call) => call.path)).toEqual(['applications.emailStatus']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Create Your Account' })).toBeTruthy(),
    );
  });

  it('an incomplete step stays, with focus on the first field to fix', async () => {
    renderWithTrpc(<Entry />, api);
    markLean();
    field('First Name').value = 'Ada';
    fireEvent.submit(field('First Name').form as HTMLFormElement);
    await wizardArrived();
    await waitFor(() => expect(document.activeElement).toBe(field('Last Name')));
    expect(field('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First Name').value).toBe('Ada');
    expect(steps).toEqual([]);
  });

  it('loads the wizard at once for a signed-in visitor, with what the account knows', async () => {
    const rosa: PublicUser = {
      id: 'u-1',
      email: 'rosa@example.test',
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone: null,
      role: 'user',
      locale: 'en',
    };
    setCurrentUser(rosa);
    renderWithTrpc(<Entry />, api);
    markLean();
    await waitFor(() => expect(field('Email').value).toBe('rosa@example.test'));
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(trackGoal).toHaveBeenCalledTimes(1);
  });

  it('loads the wizard at once for a kept draft, which it opens with', async () => {
    sessionStorage.setItem(
      WIZARD_DRAFT_KEY,
      JSON.stringify({ applicant: { firstName: 'Kept', email: 'kept@example.test' } }),
    );
    renderWithTrpc(<Entry />, api);
    markLean();
    await wizardArrived();
    expect(field('First Name').value).toBe('Kept');
    expect(field('Email').value).toBe('kept@example.test');
  });

  it('loads the wizard at once for a later step in the URL', async () => {
    renderWithTrpc(<Entry initialStep={3} />, api);
    markLean();
    await wizardArrived();
    // Nothing done yet: the wizard opens step 1, and the URL says so.
    await waitFor(() => expect(steps.at(-1)).toBe(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Information' })).toBeTruthy();
  });
});
