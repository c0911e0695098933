import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
// The pricing namespace, for the screens that show this box outside a DataProvider (tests).
import '../../i18n/app-texts';
import { appLocaleTag, i18n } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { formatApr, formatUsd } from '../../lib/money';

/** What the box shows: a live quote and a stored disclosure both have these fields. */
export interface DisclosureFigures {
  apr: number;
  financeCharge: number;
  amountFinanced: number;
  totalOfPayments: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export interface DisclosureBoxProps {
  figures: DisclosureFigures;
  /**
   * Set while the APR and due date are not known yet (no schedule chosen): they show as a
   * dash and this line replaces the payment schedule.
   */
  pendingText?: string | undefined;
  /** Wizard only: a polite live region reads the new figures out as they change. */
  live?: boolean;
  /** Without the labels' one-line explanations (the staff dialogs). */
  compact?: boolean;
  /**
   * The box's own heading (the pricing namespace's `disclosureTitle` when left out); `null`
   * when the surrounding section already names it.
   */
  title?: string | null;
  titleAs?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/** The pricing namespace's texts in one language. */
export type PricingTexts = TFunction<'pricing'>;

/** The texts and number formats of a language: US English unless a screen passes its own. */
interface Language {
  t: PricingTexts;
  localeTag: string;
}

const english = (): Language => ({ t: i18n.getFixedT('en', 'pricing'), localeTag: 'en-US' });

/** The one sentence a screen reader hears after each change in the wizard. */
export function disclosureSummary(
  figures: DisclosureFigures,
  pendingText?: string,
  { t, localeTag }: Language = english(),
): string {
  const usd = (dollars: number) => formatUsd(dollars, localeTag);
  const money = `${t('financeChargeLabel')} ${usd(figures.financeCharge)}, ${t('amountFinancedLabel')} ${usd(figures.amountFinanced)}, ${t('totalOfPaymentsLabel')} ${usd(figures.totalOfPayments)}.`;
  if (pendingText) return `${money} ${pendingText}`;
  return `${t('aprLabel')} ${formatApr(figures.apr)}, ${money} ${paymentLine(figures, { t, localeTag })}`;
}

function paymentLine(figures: DisclosureFigures, { t, localeTag }: Language): string {
  return t('paymentSchedule', {
    amount: formatUsd(figures.totalOfPayments, localeTag),
    dueDate: formatDate(figures.dueDate, localeTag),
  });
}

/**
 * A Truth-in-Lending style box (Regulation Z): the four figures in their familiar order with
 * their plain labels, then the payment schedule. Every figure's size is fixed by the layout,
 * so a changing amount or schedule never moves the page.
 */
export function DisclosureBox({
  figures,
  pendingText,
  live = false,
  compact = false,
  title: titleProp,
  titleAs: Title = 'h3',
  className,
}: DisclosureBoxProps) {
  const { t } = useTranslation('pricing');
  const language: Language = { t, localeTag: appLocaleTag() };
  const usd = (dollars: number) => formatUsd(dollars, language.localeTag);
  const title = titleProp === undefined ? t('disclosureTitle') : titleProp;
  const titleId = useId();
  const cells = [
    {
      label: t('aprLabel'),
      hint: t('aprHint'),
      value: pendingText ? null : formatApr(figures.apr),
    },
    {
      label: t('financeChargeLabel'),
      hint: t('financeChargeHint'),
      value: usd(figures.financeCharge),
    },
    {
      label: t('amountFinancedLabel'),
      hint: t('amountFinancedHint'),
      value: usd(figures.amountFinanced),
    },
    {
      label: t('totalOfPaymentsLabel'),
      hint: t('totalOfPaymentsHint'),
      value: usd(figures.totalOfPayments),
    },
  ];
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('disclosureTitle')}
      data-testid="disclosure-box"
      className={cn('rounded-xl border-2 border-slate-800 bg-white p-4', className)}
    >
      {title ? (
        <Title id={titleId} className="mb-3 text-base font-bold text-slate-900">
          {title}
        </Title>
      ) : null}
      <dl
        className={cn(
          'grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-slate-300 bg-slate-300',
          !compact && 'md:grid-cols-4',
        )}
      >
        {cells.map((cell) => (
          <div key={cell.label} className="flex flex-col bg-white p-3">
            <dt className="text-sm font-bold text-slate-900">
              {cell.label}
              {compact ? null : (
                <span className="mt-0.5 block text-xs font-normal text-slate-600">{cell.hint}</span>
              )}
            </dt>
            <dd className="mt-auto pt-2 text-xl font-bold tabular-nums text-slate-900">
              {cell.value ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t('notYetKnown')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p
        data-testid="payment-schedule"
        className={cn(
          'mt-3 min-h-[3rem] text-base',
          pendingText ? 'text-slate-600' : 'font-semibold text-slate-900',
        )}
      >
        {pendingText ?? paymentLine(figures, language)}
      </p>
      {live ? (
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {disclosureSummary(figures, pendingText, language)}
        </p>
      ) : null}
    </section>
  );
}
