import { Loader2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * An on/off switch (role="switch", as Radix's would render; Radix Switch is not a
 * dependency). Its name is the visible word "Active", with `describedBy` saying which
 * announcement; the state is aria-checked for assistive technology and the thumb's
 * position plus the badge beside it for the eye. While busy it stays focusable
 * (aria-disabled) so keyboard focus is not lost.
 */
export function ActiveSwitch({
  checked,
  busy,
  describedBy,
  onToggle,
}: {
  checked: boolean;
  busy: boolean;
  describedBy: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
      className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none',
          checked ? 'border-blue-700 bg-blue-700' : 'border-slate-500 bg-slate-200',
        )}
      >
        <span
          className={cn(
            'inline-flex size-4 items-center justify-center rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        >
          {busy ? <Loader2 className="size-3 animate-spin text-slate-600" /> : null}
        </span>
      </span>
      Active
    </button>
  );
}
