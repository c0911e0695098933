import { type ApplicationNote, staffNoteTexts } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Lock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/errors';
import { formatDate, formatTime } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import { reviewerText } from './reviewer-text';

/** Newest first; a staff note (issue 19) sits among the reviews at the time it was written. */
const newestFirst = <T extends { at: string }>(entries: T[]) =>
  entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

/**
 * Spec part 4: every status change, newest first, the first entry highlighted as the
 * current state of the application.
 */
export function ReviewTimeline({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.admin.applications.reviews.queryOptions({ id: applicationId }));
  // Refused on one's own application: the timeline then shows the reviews alone.
  const notes = useQuery(trpc.admin.notes.list.queryOptions({ applicationId }));
  if (reviews.isPending) return <Spinner label="Loading review history…" className="py-6" />;
  if (reviews.isError) {
    return (
      <FormAlert>
        {serverMessage(reviews.error, 'The review history could not be loaded.')}
      </FormAlert>
    );
  }
  const staffNotes = notes.data ?? [];
  if (reviews.data.length === 0 && staffNotes.length === 0) {
    return <p className="text-sm text-slate-700">No reviews yet.</p>;
  }
  const latestId = reviews.data[0]?.id;
  const entries = newestFirst([
    ...reviews.data.map((review) => ({ kind: 'review' as const, at: review.reviewedAt, review })),
    ...staffNotes.map((note) => ({ kind: 'note' as const, at: note.createdAt, note })),
  ]);
  return (
    <ol className="space-y-3">
      {entries.map((entry) => {
        if (entry.kind === 'note') return <NoteEntry key={entry.note.id} note={entry.note} />;
        const { review } = entry;
        const latest = review.id === latestId;
        return (
          <li
            key={review.id}
            className={cn(
              'rounded-xl border p-4',
              latest ? 'border-blue-300 bg-blue-50' : 'border-slate-200 bg-white',
            )}
          >
            <div className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {latest ? <Badge variant="strong">Latest</Badge> : null}
              <span>{review.previousStatus ?? 'New'}</span>
              <ArrowRight aria-hidden="true" className="size-4 text-slate-600" />
              <span className="sr-only">to</span>
              <span>{review.newStatus}</span>
            </div>
            {review.reviewNotes ? (
              <p className="mt-2 whitespace-pre-line text-sm text-slate-800">
                {review.reviewNotes}
              </p>
            ) : null}
            <p className="mt-2 text-xs text-slate-700">
              {reviewerText(review.reviewer)} · {formatDate(review.reviewedAt)}{' '}
              {formatTime(review.reviewedAt)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function NoteEntry({ note }: { note: ApplicationNote }) {
  return (
    <li className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <div className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Lock aria-hidden="true" className="size-4 text-slate-700" />
        {staffNoteTexts.timelineLabel}
      </div>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{note.content}</p>
      <p className="mt-2 text-xs text-slate-700">
        {note.authorName} · {formatDate(note.createdAt)} {formatTime(note.createdAt)}
      </p>
    </li>
  );
}
