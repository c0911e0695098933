import {
  type AccountSession,
  DEFAULT_LOCALE,
  type Locale,
  type SecurityNoticeKind,
  translatorFor,
} from '@advance/contracts';
import { list, paragraph } from './mail-content';
import { mailGreeting } from './mail-greeting';
import { mailMoment } from './mail-locale';
import { type RenderedMail, renderMail } from './render-mail';

/** A device as the sessions list reads it from the User-Agent, named in the reader's words. */
export interface DeviceFacts {
  /** "Chrome", or "Unknown" (the parser's word). */
  browser: string;
  os: string;
  device?: AccountSession['device'] | undefined;
}

export interface SecurityNoticeDetails {
  /** When it happened (UTC in the mail: the reader's zone is not known). */
  at?: Date | undefined;
  /** "Chrome on Windows (Computer)", or a name the user gave (a passkey's). */
  device?: DeviceFacts | string | null | undefined;
  place?: string | null | undefined;
  ip?: string | null | undefined;
}

/** A short security notice: what happened, where from, and what to do if it was not you. */
export function securityNoticeMail(
  kind: SecurityNoticeKind,
  user: { firstName: string | null },
  details: SecurityNoticeDetails = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedMail> {
  const t = translatorFor(locale, 'mail');
  const body = t(`security.notices.${kind}.body`);
  const facts: string[] = [];
  if (details.at) facts.push(`${t('security.whenLabel')}: ${mailMoment(locale, details.at)}`);
  if (details.device)
    facts.push(`${t('security.deviceLabel')}: ${deviceName(locale, details.device)}`);
  if (details.place) facts.push(`${t('security.placeLabel')}: ${details.place}`);
  if (details.ip) facts.push(`${t('security.addressLabel')}: ${details.ip}`);
  return renderMail(
    t(`security.notices.${kind}.subject`),
    {
      preview: body,
      greeting: mailGreeting(locale, user.firstName),
      blocks: [
        paragraph(body),
        ...(facts.length > 0 ? [list(facts)] : []),
        paragraph(t('security.notYou')),
      ],
    },
    locale,
  );
}

/**
 * "Chrome on Windows (Computer)" / "Chrome en Windows (Computadora)". The parser's "Unknown"
 * stays as it is in English (the notice's words before issue 20) and is said in Spanish.
 */
export function deviceName(locale: Locale, device: DeviceFacts | string): string {
  if (typeof device === 'string') return device;
  const t = translatorFor(locale, 'mail');
  const unknown = (value: string, key: string) =>
    value === 'Unknown' && locale !== 'en' ? t(key) : value;
  const name = t('security.device', {
    browser: unknown(device.browser, 'security.unknownBrowser'),
    os: unknown(device.os, 'security.unknownOs'),
  });
  return device.device ? `${name} (${t(`security.devices.${device.device}`)})` : name;
}
