import {
  type ApplicationStatus,
  applicationMessages,
  approvalFigureLines,
  customerStatusText,
  decisionMailTexts,
} from '@advance/contracts';
import { list, paragraph } from './mail-content';
import { type RenderedMail, renderMail } from './render-mail';

interface Recipient {
  firstName: string | null;
  dashboardUrl: string;
}

/** Submitted / Waiting approval: the spec's explanatory text for the new status. */
export function statusChangeMail(status: ApplicationStatus, to: Recipient): Promise<RenderedMail> {
  const { badge, text } = customerStatusText(status);
  return renderMail(decisionMailTexts.statusTitle(badge), {
    preview: text,
    greeting: decisionMailTexts.greeting(to.firstName),
    blocks: [paragraph(text)],
    action: { label: decisionMailTexts.dashboardAction, url: to.dashboardUrl },
  });
}

/** Approved: the decision and the advance's disclosure figures (dollars). */
export function approvalMail(
  to: Recipient,
  figures: Parameters<typeof approvalFigureLines>[0],
): Promise<RenderedMail> {
  return renderMail(decisionMailTexts.approvedTitle, {
    preview: applicationMessages.statusApproved,
    greeting: decisionMailTexts.greeting(to.firstName),
    blocks: [
      paragraph(applicationMessages.statusApproved),
      paragraph(decisionMailTexts.approvedFiguresIntro),
      list(approvalFigureLines(figures)),
      paragraph(decisionMailTexts.approvedNext),
    ],
    action: { label: decisionMailTexts.dashboardAction, url: to.dashboardUrl },
  });
}
