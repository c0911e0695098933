import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/** An inline loading state, announced politely (role="status") with its label. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10', className)}>
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-blue-700" />
      <span className="text-base text-slate-700">{label}</span>
    </div>
  );
}
