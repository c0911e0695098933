import {
  type AdvanceNoticeFacts,
  type AdvanceNoticeKind,
  advanceNotices,
  approvalFigureLines,
  denialReasons,
  ECOA_NOTICE,
  securityNoticeKinds,
  securityNoticeMessages,
} from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { advanceNoticeMail, localizedAdvanceNotice } from './advance-notice-mail';
import { adverseActionMail } from './adverse-action-mail';
import { documentRequestMail } from './document-request-mail';
import { mailDate, mailLocaleOf, mailMoment } from './mail-locale';
import { passwordResetMail } from './password-reset-mail';
import { securityNoticeMail } from './security-notice-mail';
import { approvalFigureLinesIn, approvalMail, statusChangeMail } from './status-change-mail';

// Issue 20: every e-mail a customer receives in their account's language; English unchanged.

/**
 * English left in a Spanish mail: common English words (the brand, "Benefit Advance", and
 * names such as "Chrome" or "Windows" are not among them). Links are left out.
 */
const ENGLISH =
  /\b(the|your|you|and|we|our|is|are|to|of|for|with|please|hello|open|due|reset|payment|advance|application|sign)\b/i;
const englishIn = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, '')
    .replaceAll('Benefit Advance', '')
    .split('\n')
    .filter((line) => ENGLISH.test(line));

const dashboardUrl = 'https://advance.test/dashboard';

const facts: AdvanceNoticeFacts = {
  principal: 500,
  fee: 50,
  amountFinanced: 500,
  totalOfPayments: 550,
  apr: 37.63,
  days: 30,
  dueDate: '2026-12-09',
  fundedOn: '2026-11-09',
  balance: 1234.5,
  paid: 100,
  payment: { amount: 100, receivedOn: '2026-12-01' },
  reason: 'Pedido por usted',
  authorization: { amount: 550, date: '2026-12-09' },
};

describe('dates, money and who reads which language', () => {
  it('Spanish dates are es-US long dates; English keeps the spec YYYY-MM-DD', () => {
    expect(mailDate('es', '2026-12-05')).toBe('5 de diciembre de 2026');
    expect(mailDate('en', '2026-12-05')).toBe('2026-12-05');
    expect(mailDate('es', 'not a date')).toBe('not a date');
    const at = new Date('2026-03-01T15:04:30Z');
    expect(mailMoment('en', at)).toBe('2026-03-01 15:04 UTC');
    expect(mailMoment('es', at)).toBe('1 de marzo de 2026, 15:04 UTC');
  });

  it('a customer reads their own language; staff read English', () => {
    expect(mailLocaleOf({ role: 'user', locale: 'es' })).toBe('es');
    expect(mailLocaleOf({ role: 'admin', locale: 'es' })).toBe('en');
    expect(mailLocaleOf({ role: 'super_admin', locale: 'es' })).toBe('en');
    expect(mailLocaleOf({})).toBe('en');
  });
});

describe('the password reset', () => {
  it('in Spanish: subject, greeting, link, small print and no English', async () => {
    const link = 'https://advance.test/reset-password?token=abc';
    const mail = await passwordResetMail({ firstName: 'Ana', link, locale: 'es' });
    expect(mail.subject).toBe('Cambie la contraseña de Benefit Advance');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Recibimos una solicitud para cambiar la contraseña de su cuenta.');
    expect(mail.text).toContain(`Cambiar mi contraseña: ${link}`);
    expect(mail.text).toContain('El enlace sirve una sola vez.');
    expect(mail.html).toContain('lang="es"');
    expect(englishIn(mail.text)).toEqual([]);
  });

  it('in English, the words it always had', async () => {
    const mail = await passwordResetMail({ firstName: null, link: 'https://x.test/r' });
    expect(mail.subject).toBe('Reset your Benefit Advance password');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Open this link within 1 hour to choose a new password:');
    expect(mail.text).toContain('Reset your password: https://x.test/r');
    expect(mail.html).toContain('lang="en"');
  });
});

describe('security notices', () => {
  const details = {
    at: new Date('2026-03-01T15:04:00Z'),
    device: { browser: 'Chrome', os: 'Windows', device: 'desktop' as const },
    place: 'Chicago, Illinois, US',
    ip: '203.0.113.9',
  };

  it('every kind has its own Spanish subject and body, with no English', async () => {
    const subjects = new Set<string>();
    for (const kind of securityNoticeKinds) {
      const mail = await securityNoticeMail(kind, { firstName: 'Luis' }, details, 'es');
      expect(mail.subject).not.toBe(securityNoticeMessages[kind].subject);
      subjects.add(mail.subject);
      expect(mail.text).toContain('Hola, Luis:');
      expect(englishIn(mail.text), kind).toEqual([]);
    }
    expect(subjects.size).toBe(securityNoticeKinds.length);
  });

  it('the new-device notice in Spanish names the device, the time and the place', async () => {
    const mail = await securityNoticeMail('new_device_sign_in', { firstName: null }, details, 'es');
    expect(mail.subject).toBe('Nuevo inicio de sesión en su cuenta');
    expect(mail.text).toContain('Hola:');
    expect(mail.text).toContain('- Cuándo: 1 de marzo de 2026, 15:04 UTC');
    expect(mail.text).toContain('- Dispositivo: Chrome en Windows (Computadora)');
    expect(mail.text).toContain('- Lugar aproximado: Chicago, Illinois, US');
    expect(mail.text).toContain('- Dirección IP: 203.0.113.9');
    expect(mail.text).toContain('Si no fue usted, cambie su contraseña de inmediato');
    const unknown = await securityNoticeMail(
      'password_changed',
      { firstName: null },
      { device: { browser: 'Unknown', os: 'Unknown' } },
      'es',
    );
    expect(unknown.text).toContain('Dispositivo: Navegador desconocido en sistema desconocido');
  });

  it('in English, the same lines as before issue 20', async () => {
    const mail = await securityNoticeMail('new_device_sign_in', { firstName: 'Luis' }, details);
    expect(mail.subject).toBe(securityNoticeMessages.new_device_sign_in.subject);
    expect(mail.text).toContain('Hello Luis,');
    expect(mail.text).toContain('- When: 2026-03-01 15:04 UTC');
    expect(mail.text).toContain('- Device: Chrome on Windows (Computer)');
    expect(mail.text).toContain('- Approximate place: Chicago, Illinois, US');
    expect(mail.text).toContain('- Address: 203.0.113.9');
    const unknown = await securityNoticeMail(
      'password_changed',
      { firstName: null },
      { device: { browser: 'Unknown', os: 'Unknown' } },
    );
    expect(unknown.text).toContain('- Device: Unknown on Unknown');
  });
});

describe('status changes', () => {
  it('in Spanish: the status named in Spanish, its explanation, the dashboard link', async () => {
    const mail = await statusChangeMail('Waiting approval', {
      firstName: 'Ana',
      dashboardUrl,
      locale: 'es',
    });
    expect(mail.subject).toBe('Novedades de su solicitud: Esperando aprobación');
    expect(mail.text).toContain('Estamos revisando su solicitud.');
    expect(mail.text).toContain(`Abrir mi panel: ${dashboardUrl}`);
    expect(englishIn(mail.text)).toEqual([]);
  });

  it('the approval in Spanish, its figures with es-US dates', async () => {
    const figures = {
      amountFinanced: 1500,
      financeCharge: 45.5,
      apr: 36.5,
      totalOfPayments: 1545.5,
      dueDate: '2027-01-13',
    };
    const mail = await approvalMail({ firstName: 'Ana', dashboardUrl, locale: 'es' }, figures);
    expect(mail.subject).toBe('Su solicitud fue aprobada');
    expect(mail.text).toContain('- Cantidad financiada (la que le enviamos): $1,500');
    expect(mail.text).toContain('- Cargo financiero (la comisión): $45.50');
    expect(mail.text).toContain('- Tasa de porcentaje anual (APR): 36.50%');
    expect(mail.text).toContain('- Fecha de pago: 13 de enero de 2027');
    expect(englishIn(mail.text)).toEqual([]);
    expect(approvalFigureLinesIn('en', figures)).toEqual(approvalFigureLines(figures));
  });

  it('in English, unchanged', async () => {
    const mail = await statusChangeMail('Submitted', { firstName: null, dashboardUrl });
    expect(mail.subject).toBe('Application update: Submitted');
    expect(mail.text).toContain(
      "Your application is under review. We'll update you within 24 hours.",
    );
    expect(mail.text).toContain(`Open your dashboard: ${dashboardUrl}`);
  });
});

describe('the adverse-action notice', () => {
  const base = {
    firstName: 'Rosa',
    amount: 1500,
    reasons: [
      { code: 'income_insufficient' as const, text: denialReasons.income_insufficient.plain },
      { code: 'identity_unverified' as const, text: denialReasons.identity_unverified.plain },
    ],
    creditorName: 'Benefit Advance',
    creditorAddress: '100 Main Street, Suite 200, Springfield, IL 62701',
    dashboardUrl,
  };

  it('in Spanish: decision, reasons in plain Spanish, creditor, the ECOA notice in Spanish', async () => {
    const mail = await adverseActionMail({ ...base, locale: 'es' });
    expect(mail.subject).toBe('La decisión sobre su solicitud');
    expect(mail.text).toContain(
      'Revisamos con cuidado su solicitud de un adelanto de $1,500. Lo sentimos, pero por ahora no podemos aprobarla.',
    );
    expect(mail.text).toContain('- Sus ingresos no alcanzan para la cantidad que pidió.');
    expect(mail.text).toContain('- No pudimos confirmar quién es usted');
    expect(mail.text).toContain(
      'Acreedor: Benefit Advance, 100 Main Street, Suite 200, Springfield, IL 62701.',
    );
    expect(mail.text).toContain('La Ley federal de Igualdad de Oportunidades de Crédito prohíbe');
    expect(mail.text).toContain('Comisión Federal de Comercio (FTC)');
    expect(mail.text).toContain('Washington, DC 20580.');
    expect(mail.text).not.toContain(ECOA_NOTICE);
    expect(englishIn(mail.text)).toEqual([]);
  });

  it('"other" keeps the words staff wrote', async () => {
    const mail = await adverseActionMail({
      ...base,
      reasons: [{ code: 'other', text: 'Motivo escrito por el equipo' }],
      locale: 'es',
    });
    expect(mail.text).toContain('- Motivo escrito por el equipo');
  });

  it('in English, the ECOA notice exactly and the plain reasons', async () => {
    const mail = await adverseActionMail(base);
    expect(mail.subject).toBe('Your application decision');
    expect(mail.text).toContain(ECOA_NOTICE);
    expect(mail.text).toContain(`- ${denialReasons.income_insufficient.plain}`);
    expect(mail.text).toContain(
      'We have carefully reviewed your application for a $1,500 advance.',
    );
  });
});

describe('the document request', () => {
  const base = {
    firstName: 'Luis',
    dueDate: '2026-12-05',
    items: [{ category: 'financial' as const, description: 'últimos dos meses' }],
    dashboardUrl,
  };

  it('in Spanish: categories in Spanish, the due date as an es-US long date', async () => {
    const mail = await documentRequestMail({ ...base, locale: 'es' });
    expect(mail.subject).toBe('Necesitamos documentos para continuar');
    expect(mail.text).toContain('antes del 5 de diciembre de 2026:');
    expect(mail.text).toContain('- Finanzas: últimos dos meses');
    expect(mail.text).toContain('use el botón Subir');
    expect(englishIn(mail.text)).toEqual([]);
  });

  it('in English, unchanged', async () => {
    const mail = await documentRequestMail(base);
    expect(mail.subject).toBe('We need documents to continue');
    expect(mail.text).toContain('we need the documents below by 2026-12-05:');
    expect(mail.text).toContain('- Financial: últimos dos meses');
  });
});

describe('advance notices', () => {
  const variants: [AdvanceNoticeKind, AdvanceNoticeFacts][] = [
    ['funded', facts],
    ['funded', { ...facts, fundedOn: null }],
    ['payment_notice', facts],
    ['payment_receipt', facts],
    ['payment_receipt', { ...facts, balance: 0, payment: undefined }],
    ['repaid', facts],
    ['authorization_ended', facts],
    ['authorization_ended', { ...facts, authorization: undefined }],
    [
      'authorization_ended',
      { ...facts, authorization: { amount: 550, date: '2026-12-09', cause: 'balance_changed' } },
    ],
    [
      'authorization_ended',
      {
        ...facts,
        balance: 0,
        authorization: { amount: 550, date: '2026-12-09', cause: 'balance_changed' },
      },
    ],
    ['cancelled', facts],
    ['cancelled', { ...facts, reason: null }],
  ];

  it('the catalog English rebuilds the contracts English word for word', () => {
    for (const [kind, f] of variants) {
      const notice = localizedAdvanceNotice('en', kind, f);
      expect(notice.title, kind).toBe(advanceNotices[kind].title(f));
      expect(notice.body, kind).toBe(advanceNotices[kind].body(f));
    }
  });

  it('every notice in Spanish, with no English', async () => {
    for (const [kind, f] of variants) {
      const mail = await advanceNoticeMail(kind, { firstName: 'Ana' }, f, 'es');
      expect(mail.text, kind).toContain('Hola, Ana:');
      expect(mail.text, kind).toContain('En su panel puede ver su adelanto');
      expect(englishIn(mail.text), kind).toEqual([]);
    }
  });

  it('the funded notice in Spanish: final disclosure, es-US dates and money', async () => {
    const mail = await advanceNoticeMail('funded', { firstName: null }, facts, 'es');
    expect(mail.subject).toBe('Le enviamos su adelanto de $500');
    expect(mail.text).toContain('Le enviamos $500 el 9 de noviembre de 2026.');
    expect(mail.text).toContain('- Cargo financiero (la comisión): $50');
    expect(mail.text).toContain(
      '- Fecha de pago (la fecha de su beneficio): 9 de diciembre de 2026',
    );
    expect(mail.text).toContain('- Plazo: 30 días');
    expect(mail.text).toContain('Debe pagar $550 el 9 de diciembre de 2026.');
    expect(mail.text).toContain('(42 U.S.C. §407)');
  });

  it('the payment notice in Spanish, with cents', async () => {
    const mail = await advanceNoticeMail('payment_notice', { firstName: null }, facts, 'es');
    expect(mail.subject).toBe('Debe pagar $1,234.50 el 9 de diciembre de 2026');
  });

  it('in English, the Message Center words as before', async () => {
    const mail = await advanceNoticeMail('payment_notice', { firstName: 'Ana' }, facts);
    expect(mail.subject).toBe(advanceNotices.payment_notice.title(facts));
    expect(mail.subject).toBe('$1,234.50 is due on 2026-12-09');
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.text).toContain(
      'You can see your advance, what is due and its history on your dashboard.',
    );
  });
});
