import { cn } from '../../lib/cn';

export interface ProgressProps {
  value: number;
  max: number;
  /** What the bar measures, read before the value ("Application progress"). */
  label: string;
  /** The value in words ("Step 2 of 3"); screen readers say this instead of a percentage. */
  valueText: string;
  className?: string;
}

export function Progress({ value, max, label, valueText, className }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-blue-700 transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
