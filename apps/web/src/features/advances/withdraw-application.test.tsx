// @vitest-environment jsdom
import { advanceMessages, advancePageMessages, type CustomerApplication } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// The screens' English texts, as DataProvider registers them in the app.
import '../../i18n/app-texts';
import { application } from '../../lib/testing/application';
import { apiError, renderWithTrpc } from '../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../lib/toast-store';
import { canWithdraw, WithdrawApplication } from './withdraw-application';

afterEach(() => {
  cleanup();
  dismissToast();
});

const { reviewNotes: _, ...customerApplication } = application;
const submitted: CustomerApplication = customerApplication;
const withdrawn: CustomerApplication = { ...submitted, status: 'Withdrawn' };

it('only an application without a decision can be withdrawn', () => {
  expect(canWithdraw('Submitted')).toBe(true);
  expect(canWithdraw('Waiting approval')).toBe(true);
  expect(canWithdraw('Additional Documentation Requested')).toBe(true);
  for (const status of ['Approved', 'Denied', 'Withdrawn', null] as const)
    expect(canWithdraw(status)).toBe(false);
});

describe('WithdrawApplication', () => {
  it('has no button once decided', () => {
    renderWithTrpc(
      <WithdrawApplication application={{ ...submitted, status: 'Approved' }} />,
      () => {
        throw new Error('no call expected');
      },
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks first; "Keep" sends nothing', async () => {
    const { calls } = renderWithTrpc(<WithdrawApplication application={submitted} />, () => ({
      application: withdrawn,
    }));
    fireEvent.click(screen.getByRole('button', { name: advancePageMessages.withdrawApplication }));
    const dialog = await screen.findByRole('dialog', {
      name: advancePageMessages.withdrawConfirmTitle,
    });
    expect(dialog.textContent).toContain(advanceMessages.withdrawConfirm);
    fireEvent.click(screen.getByRole('button', { name: advancePageMessages.withdrawKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('withdraws after confirming and puts the answer in the dashboard list', async () => {
    const { calls, queryClient } = renderWithTrpc(
      <WithdrawApplication application={submitted} />,
      (path) => {
        if (path === 'applications.withdraw') return { application: withdrawn };
        throw new Error(`Unexpected call ${path}`);
      },
    );
    // The dashboard's list as it was loaded (the key of applications.mine).
    queryClient.setQueryData([['applications', 'mine'], { type: 'query' }], [submitted]);
    fireEvent.click(screen.getByRole('button', { name: advancePageMessages.withdrawApplication }));
    fireEvent.click(
      await screen.findByRole('button', { name: advancePageMessages.withdrawConfirmButton }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ path: 'applications.withdraw', input: { id: submitted.id } }]);
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({
      title: advanceMessages.withdrawnTitle,
    });
    expect(
      queryClient.getQueryData<CustomerApplication[]>([
        ['applications', 'mine'],
        { type: 'query' },
      ]),
    ).toEqual([withdrawn]);
  });

  it("keeps the dialog open with the server's reason when refused", async () => {
    renderWithTrpc(<WithdrawApplication application={submitted} />, () => {
      throw apiError(advanceMessages.withdrawNotAllowed, 409);
    });
    fireEvent.click(screen.getByRole('button', { name: advancePageMessages.withdrawApplication }));
    fireEvent.click(
      await screen.findByRole('button', { name: advancePageMessages.withdrawConfirmButton }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(advanceMessages.withdrawNotAllowed);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
