import { AlertCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocalizeMessage } from '../../i18n/localize-message';

export interface SummaryError {
  /**
   * The id of the control the error is about (its link moves focus there). Left out for a
   * problem no field can fix (too many attempts): the message is then shown as plain text.
   */
  fieldId?: string;
  message: string;
}

/**
 * A form's errors listed at its top (GOV.UK pattern): it takes focus each time a submit
 * fails (`attempt` changes), so a screen reader reads what went wrong, and each error links
 * to its field. The fields carry the same texts beside them. It stays until the form
 * clears `errors` (the next attempt), unlike a toast that vanishes after a few seconds.
 * Its texts, contracts texts in English, are shown in the app's language (localize-message.ts).
 */
export function ErrorSummary({
  title,
  errors,
  attempt,
}: {
  title: string;
  errors: SummaryError[];
  /** Bumped by every failed submit, so the same error takes focus again. */
  attempt: number;
}) {
  const localize = useLocalizeMessage();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger.
  useEffect(() => {
    if (!shown) return;
    // Focus scrolls it into view; scroll-padding-top keeps it clear of the sticky header.
    ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-testid="error-summary"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus:ring-2 focus:ring-red-700 focus:ring-offset-2"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
        {localize(title)}
      </h2>
      <ul className="mt-2 space-y-1 text-base">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                className="inline-flex min-h-6 items-center rounded font-medium underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
                onClick={(event) => {
                  // Focus, not the fragment: focus also scrolls (clear of the sticky header).
                  event.preventDefault();
                  if (error.fieldId) document.getElementById(error.fieldId)?.focus();
                }}
              >
                {localize(error.message)}
              </a>
            ) : (
              <span className="font-medium">{localize(error.message)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
