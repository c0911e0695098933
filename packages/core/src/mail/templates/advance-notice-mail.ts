import {
  type AdvanceNoticeFacts,
  type AdvanceNoticeKind,
  advanceNotices,
  DEFAULT_LOCALE,
  formatApr,
  type Locale,
  translatorFor,
} from '@advance/contracts';
import { list, type MailBlock, paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { mailDate, mailMoney } from './mail-locale';
import { type RenderedMail, renderMail } from './render-mail';

/**
 * The notice's body as mail blocks: its paragraphs (blank-line separated) as they are, and a
 * run of "Label: value" lines (the disclosure figures) as a list.
 */
function blocksOf(body: string): MailBlock[] {
  return body.split('\n\n').map((block) => {
    const lines = block.split('\n');
    return lines.length > 1 ? list(lines) : paragraph(block);
  });
}

/**
 * A notice's title and body from the mail catalog, in the same shape as the contracts'
 * English (advance-notices.ts): lines, blank lines between paragraphs. In English it rebuilds
 * those words exactly (a test holds the two together); the e-mail in English still uses the
 * contracts' own text, which the Message Center shows as well.
 */
export function localizedAdvanceNotice(
  locale: Locale,
  kind: AdvanceNoticeKind,
  f: AdvanceNoticeFacts,
): { title: string; body: string } {
  const t = translatorFor(locale, 'mail');
  const money = (amount: number) => mailMoney(locale, amount);
  const date = (ymd: string) => mailDate(locale, ymd);
  const dueDate = date(f.dueDate);
  const howToPay = t('advance.howToPay', { dueDate });
  const protection = t('advance.benefitProtection');
  const lines = (...parts: string[]) => parts.join('\n');
  switch (kind) {
    case 'funded': {
      const d = (key: string, values: Record<string, string | number>) =>
        t(`advance.disclosure.${key}`, values);
      return {
        title: t('advance.funded.title', { amount: money(f.amountFinanced) }),
        body: lines(
          t('advance.funded.sent', {
            amount: money(f.amountFinanced),
            date: f.fundedOn ? date(f.fundedOn) : t('advance.today'),
          }),
          '',
          d('amountFinanced', { amount: money(f.amountFinanced) }),
          d('financeCharge', { amount: money(f.fee) }),
          d('totalOfPayments', { amount: money(f.totalOfPayments) }),
          d('apr', { apr: formatApr(f.apr) }),
          d('sentOn', { date: f.fundedOn ? date(f.fundedOn) : '—' }),
          d('dueDate', { date: dueDate }),
          d('term', { days: f.days }),
          '',
          t('advance.funded.due', { amount: money(f.totalOfPayments), dueDate }),
          '',
          howToPay,
          '',
          protection,
        ),
      };
    }
    case 'payment_notice':
      return {
        title: t('advance.paymentNotice.title', { amount: money(f.balance), dueDate }),
        body: lines(
          t('advance.paymentNotice.body', { amount: money(f.balance), dueDate }),
          '',
          howToPay,
          '',
          protection,
        ),
      };
    case 'payment_receipt': {
      const amount = money(f.payment?.amount ?? 0);
      return {
        title: t('advance.paymentReceipt.title', { amount }),
        body: lines(
          t('advance.paymentReceipt.received', {
            amount,
            date: f.payment ? date(f.payment.receivedOn) : '—',
          }),
          t('advance.paymentReceipt.totals', { paid: money(f.paid), balance: money(f.balance) }),
          ...(f.balance > 0 ? ['', howToPay] : []),
        ),
      };
    }
    case 'repaid':
      return {
        title: t('advance.repaid.title'),
        body: lines(t('advance.repaid.body', { paid: money(f.paid) }), t('advance.repaid.again')),
      };
    case 'authorization_ended': {
      const a = f.authorization;
      const balance = money(f.balance);
      if (a?.cause === 'balance_changed')
        return {
          title: t('advance.authorizationEnded.balanceChangedTitle'),
          body: lines(
            t('advance.authorizationEnded.balanceChanged', {
              amount: money(a.amount),
              date: date(a.date),
              balance,
            }),
            ...(f.balance > 0 ? [t('advance.authorizationEnded.payRest', { balance })] : []),
            '',
            protection,
          ),
        };
      return {
        title: t('advance.authorizationEnded.failedTitle'),
        body: lines(
          a
            ? t('advance.authorizationEnded.failed', {
                amount: money(a.amount),
                date: date(a.date),
              })
            : t('advance.authorizationEnded.failedNoFigures'),
          t('advance.authorizationEnded.leftToPay', { balance }),
          '',
          protection,
        ),
      };
    }
    case 'cancelled':
      return {
        title: t('advance.cancelled.title'),
        body: lines(
          t('advance.cancelled.body'),
          ...(f.reason ? [t('advance.cancelled.reason', { reason: f.reason })] : []),
          t('advance.cancelled.again'),
        ),
      };
  }
}

/**
 * A notice's title and body in the reader's language: in English the contracts' own words
 * (advance-notices.ts, as the spec has them), otherwise the mail catalog's. The Message Center
 * message and the e-mail say the same.
 */
export const advanceNoticeIn = (
  locale: Locale,
  kind: AdvanceNoticeKind,
  facts: AdvanceNoticeFacts,
): { title: string; body: string } =>
  locale === 'en'
    ? { title: advanceNotices[kind].title(facts), body: advanceNotices[kind].body(facts) }
    : localizedAdvanceNotice(locale, kind, facts);

/**
 * A notice about the applicant's advance: the same title and words as its Message Center
 * message (in English; in the customer's language otherwise), then the dashboard hint; the
 * footer with the benefits notice is renderMail's.
 */
export function advanceNoticeMail(
  kind: AdvanceNoticeKind,
  user: { firstName: string | null },
  facts: AdvanceNoticeFacts,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedMail> {
  const notice = advanceNoticeIn(locale, kind, facts);
  return renderMail(
    notice.title,
    {
      preview: notice.body.split('\n')[0] ?? '',
      greeting: mailGreeting(locale, user.firstName),
      blocks: [
        ...blocksOf(notice.body),
        paragraph(translatorFor(locale, 'mail')('advance.dashboardHint')),
      ],
    },
    locale,
  );
}
