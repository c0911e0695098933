import { AlertCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

export interface SummaryError {
  /** The id of the control the error is about (its link moves focus there). */
  fieldId: string;
  message: string;
}

/**
 * A form's errors listed at its top (GOV.UK pattern): it takes focus each time a submit
 * fails (`attempt` changes), so a screen reader reads what went wrong, and each error links
 * to its field. The fields carry the same texts beside them.
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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-bold">
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="font-medium underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
