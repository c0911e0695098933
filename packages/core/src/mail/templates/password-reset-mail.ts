import { DEFAULT_LOCALE, type Locale, translatorFor } from '@advance/contracts';
import { paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { type RenderedMail, renderMail } from './render-mail';

/**
 * The reset link as the one call to action; the plain text prints it in full. In the
 * account's language (issue 20): the visitor asking may not be signed in, so the caller
 * passes the language stored on the account.
 */
export function passwordResetMail(input: {
  firstName: string | null;
  link: string;
  locale?: Locale | undefined;
}): Promise<RenderedMail> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale, 'mail');
  return renderMail(
    t('passwordReset.subject'),
    {
      preview: t('passwordReset.preview'),
      greeting: mailGreeting(locale, input.firstName),
      blocks: [paragraph(t('passwordReset.requested')), paragraph(t('passwordReset.openWithin'))],
      action: { label: t('passwordReset.action'), url: input.link },
      smallPrint: [t('passwordReset.smallPrint')],
    },
    locale,
  );
}
