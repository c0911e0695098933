// @vitest-environment jsdom
import { advanceMessages, decisionMessages, denialReasons } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { application } from '../../../lib/testing/application';
import { renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { ReviewDialog } from './review-dialog';

afterEach(cleanup);

const noCalls = (path: string) => {
  throw new Error(`Unexpected call ${path}`);
};

describe('ReviewDialog', () => {
  it('offers every decision but Withdrawn, which only the applicant sets', async () => {
    renderWithTrpc(<ReviewDialog application={application} onClose={() => {}} />, noCalls);
    const dialog = await screen.findByRole('dialog', { name: 'Review Application' });
    const options = within(within(dialog).getByLabelText('Decision'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Approved');
    expect(options).not.toContain('Withdrawn');
  });

  it('says a withdrawn application cannot be reviewed, with no form to send', async () => {
    renderWithTrpc(
      <ReviewDialog application={{ ...application, status: 'Withdrawn' }} onClose={() => {}} />,
      noCalls,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review Application' });
    expect(within(dialog).getByText(advanceMessages.withdrawnNoReview)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Decision')).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  const open = async (app = application) => {
    const harness = renderWithTrpc(
      <ReviewDialog application={app} onClose={() => {}} />,
      (path) => {
        if (path === 'admin.applications.review') return { application: app };
        throw new Error(`Unexpected call ${path}`);
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review Application' });
    const decide = (status: string) =>
      fireEvent.change(within(dialog).getByLabelText('Decision'), { target: { value: status } });
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    return { ...harness, dialog, decide, submit };
  };

  it('asks a denial for its reasons, with the error tied to the group, and sends the codes', async () => {
    const { dialog, decide, submit, calls } = await open();
    decide('Denied');
    const group = await within(dialog).findByRole('group', { name: 'Reasons for the denial' });
    submit();
    const error = await within(dialog).findByText(decisionMessages.reasonsRequired);
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls).toEqual([]);

    fireEvent.click(within(group).getByLabelText(denialReasons.income_insufficient.label));
    fireEvent.click(within(group).getByLabelText('Other'));
    fireEvent.change(await within(group).findByLabelText('Other reason'), {
      target: { value: 'No phone' },
    });
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({
      id: application.id,
      status: 'Denied',
      reasons: ['income_insufficient', 'other'],
      otherReason: 'No phone',
      documentRequest: null,
    });
  });

  it('ticks "incomplete" when the documents are overdue', async () => {
    const { dialog, decide } = await open({ ...application, documentsDueOn: '2020-01-01' });
    decide('Denied');
    const box = await within(dialog).findByLabelText(denialReasons.incomplete_application.label);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('lists the documents to request, with a due date, and sends them', async () => {
    const { dialog, decide, submit, calls } = await open();
    decide('Additional Documentation Requested');
    const group = await within(dialog).findByRole('group', { name: 'Documents to request' });
    const remove1 = within(group).getByRole('button', { name: 'Remove document 1' });
    expect((remove1 as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(group).getByRole('button', { name: 'Add a document' }));
    expect(within(group).getByRole('group', { name: 'Document 2' })).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Remove document 2' }));
    expect(within(group).queryByRole('group', { name: 'Document 2' })).toBeNull();

    submit();
    const error = await within(group).findByText(decisionMessages.itemDescriptionRequired);
    const description = within(group).getByLabelText('What exactly is needed');
    expect(description.getAttribute('aria-describedby')).toContain(error.id);
    expect(description.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(group).getByLabelText('Category'), { target: { value: 'income' } });
    fireEvent.change(description, { target: { value: 'Your award letter' } });
    const due = within(group).getByLabelText('Due date') as HTMLInputElement;
    expect(due.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({
      status: 'Additional Documentation Requested',
      reasons: null,
      documentRequest: {
        items: [{ category: 'income', description: 'Your award letter' }],
        dueDate: due.value,
      },
    });
  });
});
