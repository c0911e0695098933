import { type Locale, translatorFor } from '@advance/contracts';
import { paragraph } from '../../mail/templates/mail-content';
import { mailGreeting } from '../../mail/templates/mail-greeting';
import { type RenderedMail, renderMail } from '../../mail/templates/render-mail';

/**
 * "You have a new message": never the message itself, since chat can carry anything a
 * customer would not want sitting in a mailbox; only a link to sign in and read it. In the
 * customer's language (issue 20).
 */
export function chatEmailMail(
  user: { firstName: string | null; locale: Locale },
  appOrigin: string,
): Promise<RenderedMail> {
  const t = translatorFor(user.locale, 'mail');
  return renderMail(
    t('chat.subject'),
    {
      preview: t('chat.preview'),
      greeting: mailGreeting(user.locale, user.firstName),
      blocks: [paragraph(t('chat.body'))],
      action: { label: t('chat.action'), url: new URL('/dashboard', appOrigin).toString() },
      smallPrint: [t('chat.settings')],
    },
    user.locale,
  );
}
