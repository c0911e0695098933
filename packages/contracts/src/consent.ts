import type { Locale } from './i18n/locales';

/**
 * Issue 20, the wizard's review step: the applicant ticks this before Submit. The version,
 * the language and the exact text shown are stored with the application, so what someone
 * agreed to can be read back years later even after the wording changes. Change the text
 * only together with a new version.
 */
export const CONSENT_VERSION = '2026-11-28';

export const consentTexts: Record<Locale, string> = {
  en: 'I confirm that the information I gave is true and complete. I agree that Benefit Advance may check it, and may contact me about this application by e-mail, phone and in the Message Center. I have read the cost of this advance shown above.',
  es: 'Confirmo que la información que di es verdadera y completa. Acepto que Benefit Advance la verifique y se comunique conmigo sobre esta solicitud por correo electrónico, por teléfono y en el Centro de Mensajes. He leído el costo de este adelanto que se muestra arriba.',
};

export const consentMessages = {
  required: 'Please confirm the statement above to submit your application.',
  outdated: 'The consent text has changed. Please review your application and confirm again.',
} as const;
