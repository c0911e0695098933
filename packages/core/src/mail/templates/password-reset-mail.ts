import { marketing } from '@advance/contracts';
import { paragraph } from './mail-content';
import { type RenderedMail, renderMail } from './render-mail';

/** The reset link as the one call to action; the plain text prints it in full. */
export function passwordResetMail(input: {
  firstName: string | null;
  link: string;
}): Promise<RenderedMail> {
  return renderMail(`Reset your ${marketing.brandName} password`, {
    preview: 'Open the link within 1 hour to choose a new password.',
    greeting: input.firstName ? `Hello ${input.firstName},` : 'Hello,',
    blocks: [
      paragraph('We received a request to reset the password of your account.'),
      paragraph('Open this link within 1 hour to choose a new password:'),
    ],
    action: { label: 'Reset your password', url: input.link },
    smallPrint: [
      'The link works once. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
  });
}
