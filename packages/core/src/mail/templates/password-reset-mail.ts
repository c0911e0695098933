import { marketing } from '@advance/contracts';
import { escapeHtml, mailFooter } from './mail-footer';

/** Plain text first (screen readers, simple clients); HTML mirrors it. */
export function passwordResetMail(input: { firstName: string | null; link: string }) {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const footer = mailFooter();
  const subject = `Reset your ${marketing.brandName} password`;
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your account.',
    'Open this link within 1 hour to choose a new password:',
    '',
    input.link,
    '',
    'The link works once. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
    footer.text,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your account. Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(input.link)}">Reset your password</a></p>
<p>The link works once. If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
${footer.html}`;
  return { subject, text, html };
}
