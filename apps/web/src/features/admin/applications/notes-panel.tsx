import {
  type ApplicationNote,
  addApplicationNoteInputSchema,
  NOTE_MAX_LENGTH,
  staffNoteTexts as texts,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessage } from '../../../lib/errors';
import { formatDate, formatTime } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { DialogSection } from '../dialog-section';

type NoteForm = z.input<typeof addApplicationNoteInputSchema>;
const formFields = ['content'] as const;

/**
 * Issue 19: private staff notes on an application, oldest first, and a box to add one. The
 * applicant never sees them; the panel says so. On the reader's own application the server
 * refuses (as for a review) and the panel shows why instead of the notes.
 */
export function NotesPanel({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const notes = useQuery(trpc.admin.notes.list.queryOptions({ applicationId }));
  return (
    <DialogSection title={texts.heading}>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {texts.privacy}
      </p>
      {notes.isPending ? <Spinner label="Loading notes…" className="py-4" /> : null}
      {notes.isError ? <FormAlert>{serverMessage(notes.error, texts.loadFailed)}</FormAlert> : null}
      {notes.data ? (
        <>
          <NoteList notes={notes.data} />
          <AddNoteForm applicationId={applicationId} />
        </>
      ) : null}
    </DialogSection>
  );
}

function NoteList({ notes }: { notes: ApplicationNote[] }) {
  if (notes.length === 0) return <p className="text-sm text-slate-700">{texts.empty}</p>;
  return (
    <ol className="space-y-3" aria-label={texts.count(notes.length)}>
      {notes.map((note) => (
        <li key={note.id} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="whitespace-pre-line text-sm text-slate-900">{note.content}</p>
          <p className="mt-2 text-xs text-slate-700">
            {note.authorName} · {formatDate(note.createdAt)} {formatTime(note.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}

function AddNoteForm({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const form = useForm<NoteForm>({
    resolver: zodResolver(addApplicationNoteInputSchema),
    defaultValues: { content: '' },
  });
  const submission = useMutationForm({
    form,
    mutation: trpc.admin.notes.add.mutationOptions(),
    variables: (input: { content: string }) => ({ ...input, applicationId }),
    fields: formFields,
    failure: { title: texts.addFailed, fallback: texts.addFailed },
    successToast: () => ({ title: texts.added }),
    invalidates: [trpc.admin.notes.list.queryKey({ applicationId })],
    onSuccess: () => form.reset({ content: '' }),
  });
  return (
    <form noValidate onSubmit={submission.onSubmit} className="space-y-3">
      <FormField label={texts.label} error={form.formState.errors.content?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            {...form.register('content')}
          />
        )}
      </FormField>
      <SubmitButton pending={submission.pending} pendingLabel={texts.adding} variant="secondary">
        {texts.add}
      </SubmitButton>
    </form>
  );
}
