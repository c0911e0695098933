import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../i18n/app-texts';
import { cn } from '../../lib/cn';

/**
 * 42 U.S.C. §407: benefits cannot be assigned or redirected, and we never ask. Shown on the
 * wizard and the dashboard.
 */
export function BenefitsNotice({ className }: { className?: string }) {
  const { t } = useTranslation('pricing');
  return (
    <div
      role="note"
      aria-label={t('benefitsNotice.title')}
      className={cn(
        'flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-slate-800',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
      <p className="text-base">
        <strong className="font-semibold text-slate-900">{t('benefitsNotice.title')}.</strong>{' '}
        {t('benefitsNotice.notice')}
      </p>
    </div>
  );
}
