import {
  adverseActionTexts,
  type DecisionReason,
  decisionMailTexts,
  ECOA_NOTICE,
  formatUsd,
} from '@advance/contracts';
import { list, type MailContent, paragraph } from './mail-content';
import { type RenderedMail, renderMail } from './render-mail';

export interface AdverseActionFacts {
  firstName: string | null;
  /** The amount applied for, in dollars. */
  amount: number;
  reasons: DecisionReason[];
  creditorName: string;
  creditorAddress: string;
  dashboardUrl: string;
}

/**
 * The adverse-action notice (Regulation B §1002.9): the decision, its principal reasons in
 * plain words, the creditor's name and address, and the ECOA notice as small print.
 */
export function adverseActionContent(facts: AdverseActionFacts): MailContent {
  return {
    preview: adverseActionTexts.decision(formatUsd(facts.amount)),
    greeting: decisionMailTexts.greeting(facts.firstName),
    blocks: [
      paragraph(adverseActionTexts.decision(formatUsd(facts.amount))),
      paragraph(adverseActionTexts.reasonsIntro),
      list(facts.reasons.map((reason) => reason.text)),
      paragraph(adverseActionTexts.creditor(facts.creditorName, facts.creditorAddress)),
      paragraph(adverseActionTexts.help),
    ],
    action: { label: decisionMailTexts.dashboardAction, url: facts.dashboardUrl },
    smallPrint: [ECOA_NOTICE],
  };
}

export const adverseActionMail = (facts: AdverseActionFacts): Promise<RenderedMail> =>
  renderMail(adverseActionTexts.title, adverseActionContent(facts));
