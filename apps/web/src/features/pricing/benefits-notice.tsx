import { benefitsNoticeMessages } from '@advance/contracts';
import { ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * 42 U.S.C. §407: benefits cannot be assigned or redirected, and we never ask. Shown on the
 * wizard and the dashboard.
 */
export function BenefitsNotice({ className }: { className?: string }) {
  return (
    <div
      role="note"
      aria-label={benefitsNoticeMessages.title}
      className={cn(
        'flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-slate-800',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
      <p className="text-base">
        <strong className="font-semibold text-slate-900">{benefitsNoticeMessages.title}.</strong>{' '}
        {benefitsNoticeMessages.notice}
      </p>
    </div>
  );
}
