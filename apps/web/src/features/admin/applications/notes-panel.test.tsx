// @vitest-environment jsdom
import { type ApplicationNote, decisionMessages, staffNoteTexts } from '@advance/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, renderWithTrpc } from '../../../lib/testing/trpc-harness';
import { dismissToast, toastStore } from '../../../lib/toast-store';
import { NotesPanel } from './notes-panel';

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

const note = (over: Partial<ApplicationNote>): ApplicationNote => ({
  id: 'n1',
  applicationId: 'a1',
  authorId: 'u1',
  authorName: 'Sam Staff',
  content: 'Called the applicant.',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('NotesPanel', () => {
  it('lists the notes with author, says they are private, and adds one', async () => {
    const notes = [note({})];
    const { calls } = renderWithTrpc(<NotesPanel applicationId="a1" />, (path, input) => {
      if (path === 'admin.notes.list') return [...notes];
      if (path === 'admin.notes.add') {
        const added = note({ id: 'n2', content: (input as { content: string }).content });
        notes.push(added);
        return added;
      }
      throw new Error(`Unexpected call ${path}`);
    });
    expect(screen.getByText(staffNoteTexts.privacy)).toBeTruthy();
    const list = await screen.findByRole('list', { name: staffNoteTexts.count(1) });
    expect(within(list).getByText('Called the applicant.')).toBeTruthy();
    expect(list.textContent).toContain('Sam Staff');

    fireEvent.change(screen.getByLabelText(staffNoteTexts.label), {
      target: { value: 'Award letter received.' },
    });
    fireEvent.click(screen.getByRole('button', { name: staffNoteTexts.add }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().toasts[0]?.title).toBe(staffNoteTexts.added),
    );
    expect(calls.find((c) => c.path === 'admin.notes.add')?.input).toEqual({
      applicationId: 'a1',
      content: 'Award letter received.',
    });
    expect(await screen.findByText('Award letter received.')).toBeTruthy();
    expect((screen.getByLabelText(staffNoteTexts.label) as HTMLTextAreaElement).value).toBe('');
  });

  it('ties the empty-note error to the field and sends nothing', async () => {
    const { calls } = renderWithTrpc(<NotesPanel applicationId="a1" />, (path) => {
      if (path === 'admin.notes.list') return [];
      throw new Error(`Unexpected call ${path}`);
    });
    expect(await screen.findByText(staffNoteTexts.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: staffNoteTexts.add }));
    const field = screen.getByLabelText(staffNoteTexts.label);
    await waitFor(() => expect(describedBy(field)).toBe(decisionMessages.noteRequired));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === 'admin.notes.add')).toBe(false);
  });

  it('shows the refusal on the reader’s own application instead of the notes', async () => {
    renderWithTrpc(<NotesPanel applicationId="a1" />, () => {
      throw apiError(staffNoteTexts.ownApplication, 403);
    });
    expect(await screen.findByText(staffNoteTexts.ownApplication)).toBeTruthy();
    expect(screen.queryByLabelText(staffNoteTexts.label)).toBeNull();
  });
});
