import {
  type SecurityNoticeKind,
  securityNoticeMessages,
  securityNoticeTexts,
} from '@advance/contracts';
import { list, paragraph } from './mail-content';
import { type RenderedMail, renderMail } from './render-mail';

export interface SecurityNoticeDetails {
  /** When it happened (UTC in the mail: the reader's zone is not known). */
  at?: Date | undefined;
  /** "Chrome on Windows (Computer)". */
  device?: string | null | undefined;
  place?: string | null | undefined;
  ip?: string | null | undefined;
}

/** A short security notice: what happened, where from, and what to do if it was not you. */
export function securityNoticeMail(
  kind: SecurityNoticeKind,
  user: { firstName: string | null },
  details: SecurityNoticeDetails = {},
): Promise<RenderedMail> {
  const notice = securityNoticeMessages[kind];
  const facts: string[] = [];
  if (details.at) facts.push(`${securityNoticeTexts.whenLabel}: ${utc(details.at)}`);
  if (details.device) facts.push(`${securityNoticeTexts.deviceLabel}: ${details.device}`);
  if (details.place) facts.push(`${securityNoticeTexts.placeLabel}: ${details.place}`);
  if (details.ip) facts.push(`${securityNoticeTexts.addressLabel}: ${details.ip}`);
  return renderMail(notice.subject, {
    preview: notice.body,
    greeting: securityNoticeTexts.greeting(user.firstName),
    blocks: [
      paragraph(notice.body),
      ...(facts.length > 0 ? [list(facts)] : []),
      paragraph(securityNoticeTexts.notYou),
    ],
  });
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
