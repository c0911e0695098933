import { Loader2 } from 'lucide-react';

/** Shown only when a screen takes longer than a second to load. */
export function PendingPage() {
  return (
    <div className="flex justify-center py-24" role="status">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-blue-700" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
