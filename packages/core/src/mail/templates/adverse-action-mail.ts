import {
  DEFAULT_LOCALE,
  type DecisionReason,
  type Locale,
  translatorFor,
} from '@advance/contracts';
import { list, type MailContent, paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { mailMoney } from './mail-locale';
import { type RenderedMail, renderMail } from './render-mail';

export interface AdverseActionFacts {
  firstName: string | null;
  /** The amount applied for, in dollars. */
  amount: number;
  reasons: DecisionReason[];
  creditorName: string;
  creditorAddress: string;
  dashboardUrl: string;
  /** Issue 20: the customer's language; English when not known. */
  locale?: Locale | undefined;
}

/**
 * A principal reason in the reader's words: a reason from the fixed list is said in their
 * language; "other" is what staff wrote, as they wrote it.
 */
export function reasonText(locale: Locale, reason: DecisionReason): string {
  if (locale === 'en' || reason.code === 'other') return reason.text;
  return translatorFor(locale, 'mail')(`adverseAction.reasons.${reason.code}`);
}

/**
 * The adverse-action notice (Regulation B §1002.9): the decision, its principal reasons in
 * plain words, the creditor's name and address, and the ECOA notice as small print.
 */
export function adverseActionContent(facts: AdverseActionFacts): MailContent {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  const decision = t('adverseAction.decision', { amount: mailMoney(locale, facts.amount) });
  return {
    preview: decision,
    greeting: mailGreeting(locale, facts.firstName),
    blocks: [
      paragraph(decision),
      paragraph(t('adverseAction.reasonsIntro')),
      list(facts.reasons.map((reason) => reasonText(locale, reason))),
      paragraph(
        t('adverseAction.creditor', { name: facts.creditorName, address: facts.creditorAddress }),
      ),
      paragraph(t('adverseAction.help')),
    ],
    action: { label: t('layout.dashboardAction'), url: facts.dashboardUrl },
    smallPrint: [t('adverseAction.ecoaNotice')],
  };
}

export const adverseActionMail = (facts: AdverseActionFacts): Promise<RenderedMail> => {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  return renderMail(
    translatorFor(locale, 'mail')('adverseAction.title'),
    adverseActionContent(facts),
    locale,
  );
};
