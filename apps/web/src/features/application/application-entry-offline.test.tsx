// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUserForTests, setCurrentUser } from '../../lib/current-user-store';
import { renderWithTrpc } from '../../lib/testing/trpc-harness';
import { ApplicationEntry } from './application-entry';

// The wizard's code never arrives (a dropped connection): its import fails.
vi.mock('./full-wizard', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('@advance/tracker/goal', () => ({ trackGoal: vi.fn() }));

afterEach(() => {
  cleanup();
  resetCurrentUserForTests(null);
});

describe('the lean first step when the wizard cannot load (issue 15)', () => {
  it('says so above Next and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setCurrentUser(null);
    renderWithTrpc(<ApplicationEntry requestedStep={undefined} onStep={() => {}} />, () => {
      throw new Error('no call expected');
    });
    const first = screen.getByLabelText<HTMLInputElement>('First Name', { exact: true });
    first.value = 'Ada';
    fireEvent.focusIn(first);
    const alert = await waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe(
      'We could not load the form. Please check your connection and try again.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('First Name', { exact: true }).value).toBe(
      'Ada',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
