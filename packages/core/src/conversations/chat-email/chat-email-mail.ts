import { chatEmailTexts } from '@advance/contracts';
import { paragraph } from '../../mail/templates/mail-content';
import { type RenderedMail, renderMail } from '../../mail/templates/render-mail';

/**
 * "You have a new message": never the message itself, since chat can carry anything a
 * customer would not want sitting in a mailbox; only a link to sign in and read it.
 */
export function chatEmailMail(
  user: { firstName: string | null },
  appOrigin: string,
): Promise<RenderedMail> {
  return renderMail(chatEmailTexts.subject, {
    preview: chatEmailTexts.preview,
    greeting: chatEmailTexts.greeting(user.firstName),
    blocks: [paragraph(chatEmailTexts.body)],
    action: { label: chatEmailTexts.action, url: new URL('/dashboard', appOrigin).toString() },
    smallPrint: [chatEmailTexts.settings],
  });
}
