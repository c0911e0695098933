import { benefitsNoticeMessages, marketing } from '@advance/contracts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What closes every e-mail: the brand and the benefits notice (42 U.S.C. §407, issue 14):
 * we never ask for a my Social Security password or to change where benefits are deposited.
 * Every template ends with it, so a new e-mail cannot leave the notice out.
 */
export function mailFooter(): { text: string; html: string } {
  const text = [marketing.brandName, '', benefitsNoticeMessages.notice].join('\n');
  const html = `<p>${escapeHtml(marketing.brandName)}</p>
<p style="font-size:0.9em;color:#555">${escapeHtml(benefitsNoticeMessages.notice)}</p>`;
  return { text, html };
}
