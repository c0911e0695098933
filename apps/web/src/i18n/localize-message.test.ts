import {
  accountMessages,
  advanceMessages,
  advancePageMessages,
  applicationMessages,
  attachmentMessages,
  authMessages,
  chatMessages,
  consentMessages,
  decisionMessages,
  enAppScreens,
  esAppScreens,
  httpMessages,
  messageCenterMessages,
  passkeyMessages,
  validationMessages,
} from '@advance/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../lib/format';
import { addCatalog, i18n } from './i18n';
import { localizeMessage } from './localize-message';

/** Every string leaf of a catalog as "a.b" → text. */
function leaves(tree: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (typeof tree === 'object' && tree !== null)
    for (const [key, value] of Object.entries(tree))
      leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const english = leaves(enAppScreens.errors);
const spanish = leaves(esAppScreens.errors);

describe('localizeMessage', () => {
  it('leaves every text alone while the app speaks English', async () => {
    addCatalog('en', enAppScreens);
    await i18n.changeLanguage('en');
    expect(localizeMessage(validationMessages.firstNameRequired)).toBe('First name is required');
    expect(localizeMessage(advanceMessages.overpayment(12.5))).toBe(
      advanceMessages.overpayment(12.5),
    );
  });

  it('leaves texts alone in Spanish while the errors namespace is not loaded', async () => {
    // Spanish screens without the app screens: what the toaster sees on a public page.
    const { esScreens } = await import('./es-catalog');
    addCatalog('es', esScreens);
    await i18n.changeLanguage('es');
    expect(i18n.hasResourceBundle('es', 'errors')).toBe(false);
    expect(localizeMessage(authMessages.invalidCredentials)).toBe('Invalid email or password');
  });

  describe('in Spanish', () => {
    beforeAll(async () => {
      addCatalog('en', enAppScreens);
      addCatalog('es', esAppScreens);
      await i18n.changeLanguage('es');
    });
    afterAll(async () => {
      await i18n.changeLanguage('en');
    });

    it('gives the Spanish of an exact message (validation, sign-in, upload, server)', () => {
      expect(localizeMessage(validationMessages.firstNameRequired)).toBe('Escriba su nombre.');
      expect(localizeMessage(validationMessages.email)).toBe(
        'Escriba un correo electrónico válido.',
      );
      expect(localizeMessage(authMessages.emailRequired)).toBe('Escriba su correo electrónico');
      expect(localizeMessage(authMessages.errorSummaryTitle)).toBe('Hay un problema');
      expect(localizeMessage(attachmentMessages.typeNotAllowed)).toMatch(
        /^No aceptamos este tipo de archivo/,
      );
      expect(localizeMessage(authMessages.tooManyAttempts)).toBe(
        'Hubo demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
      );
      expect(localizeMessage(httpMessages.internal)).toBe(
        'Algo salió mal de nuestro lado. Por favor, vuelva a intentarlo.',
      );
    });

    it('translates every listed message to its own Spanish text', () => {
      for (const [key, text] of english) {
        if (text.includes('{{')) continue;
        const translated = localizeMessage(text);
        // An English text listed twice takes the first key's Spanish; both keys must agree.
        const firstKey = [...english].find(([, other]) => other === text)?.[0] ?? key;
        expect(translated, key).toBe(spanish.get(firstKey));
        // "Error" is the same word in Spanish; every other text changes.
        if (text !== 'Error') expect(translated, key).not.toBe(text);
      }
    });

    it('fills a templated message with the values of the English one', () => {
      expect(localizeMessage(messageCenterMessages.newMessages(3))).toBe(
        'Mensajes nuevos para leer: 3.',
      );
      expect(localizeMessage(advanceMessages.overpayment(1234.5))).toBe(
        'La cantidad es mayor que su saldo de $1,234.50. No aceptamos pagos de más.',
      );
      expect(localizeMessage(attachmentMessages.uploadFailedWith(500, 'Server Error'))).toBe(
        'No se pudo subir: 500 Server Error',
      );
    });

    it('writes a date a templated message carries the Spanish way', () => {
      const translated = localizeMessage(advanceMessages.payDateBeforeBenefit('Dec 03, 2026'));
      expect(translated).toBe(
        'La fecha del pago debe ser el día de su beneficio, 03 dic 2026, o después.',
      );
      // Written as the app writes dates in Spanish everywhere else.
      expect(translated).toContain(formatDate('2026-12-03', 'es-US'));
      // Not a date in the English format: carried over as it is.
      expect(localizeMessage(advanceMessages.payBeforeBenefit('2026-12-03'))).toBe(
        'Puede programar un pago cuando llegue su beneficio, el 2026-12-03 o después.',
      );
    });

    it('returns an unknown text, or one already in Spanish, unchanged', () => {
      expect(localizeMessage('Something nobody listed')).toBe('Something nobody listed');
      expect(localizeMessage('Escriba su nombre.')).toBe('Escriba su nombre.');
      expect(localizeMessage('')).toBe('');
      // Near misses are not matched: the whole text must be the message.
      expect(localizeMessage(`${validationMessages.email}!`)).toBe(`${validationMessages.email}!`);
    });
  });
});

describe('the errors namespace', () => {
  it('says an English text the way every other namespace says it (one Spanish text)', () => {
    const spanishOf = new Map<string, string>();
    for (const [namespace, texts] of Object.entries(enAppScreens)) {
      if (namespace === 'errors') continue;
      const translated = leaves(esAppScreens[namespace as keyof typeof esAppScreens]);
      for (const [key, text] of leaves(texts)) {
        const other = translated.get(key);
        if (other && !spanishOf.has(text)) spanishOf.set(text, `${namespace}.${key}: ${other}`);
      }
    }
    const differing = [...english].flatMap(([key, text]) => {
      const other = spanishOf.get(text);
      return other && !other.endsWith(`: ${spanish.get(key)}`) ? [`errors.${key} ≠ ${other}`] : [];
    });
    expect(differing).toEqual([]);
  });

  it('its English values are the contracts texts themselves (one source)', () => {
    const errors = enAppScreens.errors;
    expect(errors.validation).toEqual(
      Object.fromEntries(
        Object.keys(errors.validation).map((key) => [
          key,
          validationMessages[key as keyof typeof validationMessages],
        ]),
      ),
    );
    const sources: Array<[Record<string, string>, Record<string, unknown>]> = [
      [errors.auth, authMessages],
      [errors.http, httpMessages],
      [errors.chat, chatMessages],
      [errors.account, accountMessages],
      [errors.passkeys, passkeyMessages],
    ];
    for (const [group, source] of sources)
      for (const [key, value] of Object.entries(group)) expect(value, key).toBe(source[key]);
    const renamed: Record<string, string> = {
      consentRequired: consentMessages.required,
      consentOutdated: consentMessages.outdated,
    };
    for (const [key, value] of Object.entries(errors.application))
      expect(value, key).toBe(
        renamed[key] ?? applicationMessages[key as keyof typeof applicationMessages],
      );
    for (const [key, value] of Object.entries(errors.upload))
      if (key !== 'uploadFailedWith')
        expect(value, key).toBe(
          attachmentMessages[key as keyof typeof attachmentMessages] ??
            decisionMessages[key as keyof typeof decisionMessages],
        );
    const payment: Record<string, unknown> = { ...advancePageMessages, ...advanceMessages };
    for (const [key, value] of Object.entries(errors.payment))
      if (typeof payment[key] === 'string') expect(value, key).toBe(payment[key]);
    for (const [key, value] of Object.entries(errors.messages))
      if (key !== 'newMessages')
        expect(value, key).toBe(messageCenterMessages[key as keyof typeof messageCenterMessages]);
  });

  it('its templates are the function messages called with placeholders', () => {
    const errors = enAppScreens.errors;
    expect(errors.payment.overpayment).toBe(
      'The amount is more than the balance of {{balance}}. Overpayments are not accepted.',
    );
    expect(errors.payment.payDateBeforeBenefit).toBe(
      advanceMessages.payDateBeforeBenefit('{{date}}'),
    );
    expect(errors.messages.newMessages).toBe('You have {{count}} new message(s) to read.');
    expect(errors.upload.uploadFailedWith).toBe('Upload failed: {{status}} {{reason}}');
  });
});
