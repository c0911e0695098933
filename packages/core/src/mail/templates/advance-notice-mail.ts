import {
  type AdvanceNoticeFacts,
  type AdvanceNoticeKind,
  advanceNotices,
  advanceNoticeTexts,
} from '@advance/contracts';
import { list, type MailBlock, paragraph } from './mail-content';
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
 * A notice about the applicant's advance: the same title and words as its Message Center
 * message, then the dashboard hint; the footer with the benefits notice is renderMail's.
 */
export function advanceNoticeMail(
  kind: AdvanceNoticeKind,
  user: { firstName: string | null },
  facts: AdvanceNoticeFacts,
): Promise<RenderedMail> {
  const notice = advanceNotices[kind];
  const body = notice.body(facts);
  return renderMail(notice.title(facts), {
    preview: body.split('\n')[0] ?? '',
    greeting: advanceNoticeTexts.greeting(user.firstName),
    blocks: [...blocksOf(body), paragraph(advanceNoticeTexts.dashboardHint)],
  });
}
