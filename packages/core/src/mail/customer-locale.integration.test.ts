import {
  adverseActionTexts,
  denialReasons,
  ECOA_NOTICE,
  type PublicUser,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { findUserById, updateUserLocale } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSignInDevice } from '../account/record-sign-in-device';
import {
  type AdvanceWorld,
  advanceFor,
  freshWorld,
  meta,
  submitFor,
} from '../advances/applicant-advance.fixture';
import { reviewApplication } from '../applications/review-application';
import { requestPasswordReset } from '../auth/request-password-reset';
import type { CoreDeps } from '../deps';
import { noGeoLookup } from '../tracking/geo-lookup';

// Issue 20: a customer whose account says 'es' gets every e-mail in Spanish, from the real
// flows that send them (the outbox rows are what the relay sends); 'en' stays the spec text.

let db: TestDb;
let world: AdvanceWorld;
let ana: PublicUser;
let staff: PublicUser;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  ({
    world,
    applicant: ana,
    staff,
  } = await freshWorld(db, {
    today: '2026-11-20',
    applicant: 'ana@x.test',
  }));
  await updateUserLocale(db.db, ana.id, 'es');
});

const mailsTo = (email: string) =>
  db.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', email)
    .orderBy('createdAt')
    .execute();
const clearMails = () => db.db.deleteFrom('mailOutbox').execute();
const review = (id: string, input: ReviewApplicationInput) =>
  reviewApplication(world.deps, staff, id, input, meta);

/** Lines of a Spanish mail that still read as English (links and the brand aside). */
const englishLines = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, '')
    .replaceAll('Benefit Advance', '')
    .split('\n')
    .filter((line) =>
      /\b(the|your|you|and|we|our|is|to|of|please|hello|open|due|advance|application)\b/i.test(
        line,
      ),
    );

describe(`customer e-mails in the account's language on ${describeTestDb()}`, () => {
  it('a status change reaches a Spanish-speaking customer in Spanish', async () => {
    const app = await submitFor(world, ana);
    await clearMails();
    await review(app.id, { status: 'Waiting approval' });
    const [mail, ...more] = await mailsTo(ana.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Novedades de su solicitud: Esperando aprobación');
    expect(mail?.textBody).toContain('Estamos revisando su solicitud.');
    expect(mail?.textBody).toContain('Abrir mi panel: http://localhost/dashboard');
    expect(mail?.htmlBody).toContain('lang="es"');
    expect(englishLines(mail?.textBody ?? '')).toEqual([]);
  });

  it('the adverse-action notice in Spanish: reasons, creditor and ECOA notice', async () => {
    const app = await submitFor(world, ana);
    await clearMails();
    await review(app.id, {
      status: 'Denied',
      reasons: ['income_unverified', 'identity_unverified'],
    });
    const [mail] = await mailsTo(ana.email);
    expect(mail?.subject).toBe('La decisión sobre su solicitud');
    expect(mail?.textBody).toContain('su solicitud de un adelanto de $500');
    expect(mail?.textBody).toContain('- No pudimos confirmar sus ingresos');
    expect(mail?.textBody).toContain('- No pudimos confirmar quién es usted');
    expect(mail?.textBody).toContain('Acreedor: Benefit Advance');
    expect(mail?.textBody).toContain('Comisión Federal de Comercio (FTC)');
    expect(mail?.textBody).not.toContain(ECOA_NOTICE);
    expect(englishLines(mail?.textBody ?? '')).toEqual([]);
    // The Message Center's notice is written in her language too (message-center-locale test).
    const [message] = await db.db
      .selectFrom('messages')
      .selectAll()
      .where('userId', '=', ana.id)
      .execute();
    expect(message?.title).toBe(mail?.subject);
  });

  it('the document request in Spanish, its due date an es-US long date', async () => {
    const app = await submitFor(world, ana);
    await clearMails();
    await review(app.id, {
      status: 'Additional Documentation Requested',
      documentRequest: {
        items: [{ category: 'identity', description: 'frente y reverso' }],
        dueDate: '2026-12-01',
      },
    });
    const [mail] = await mailsTo(ana.email);
    expect(mail?.subject).toBe('Necesitamos documentos para continuar');
    expect(mail?.textBody).toContain('antes del 1 de diciembre de 2026:');
    expect(mail?.textBody).toContain('- Identidad: frente y reverso');
    expect(englishLines(mail?.textBody ?? '')).toEqual([]);
  });

  it('the approval and the funded notice in Spanish', async () => {
    await clearMails();
    const { advance } = await advanceFor(world, ana, staff);
    const subjects = (await mailsTo(ana.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Su solicitud fue aprobada');
    const funded = (await mailsTo(ana.email)).find((mail) =>
      mail.subject.startsWith('Le enviamos su adelanto de $'),
    );
    expect(funded?.textBody).toContain('Cantidad financiada (la que le enviamos)');
    expect(funded?.textBody).toContain('42 U.S.C. §407');
    const [year, month, day] = advance.dueDate.split('-').map(Number);
    const due = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1),
    );
    expect(funded?.textBody).toContain(`Fecha de pago (la fecha de su beneficio): ${due}`);
    for (const mail of await mailsTo(ana.email))
      expect(englishLines(mail.textBody), mail.subject).toEqual([]);
  });

  it('the password reset a visitor asks for speaks the account language', async () => {
    await requestPasswordReset(world.deps, { email: ana.email }, meta);
    const mail = await vi.waitFor(
      async () => {
        const [row] = await mailsTo(ana.email);
        if (!row) throw new Error('no mail yet');
        return row;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(mail.subject).toBe('Cambie la contraseña de Benefit Advance');
    expect(mail.textBody).toContain(
      'Cambiar mi contraseña: http://localhost/reset-password?token=',
    );
    expect(englishLines(mail.textBody)).toEqual([]);
  });

  it('a new-device sign-in notice in Spanish for a customer, in English for staff', async () => {
    const deps = { ...world.deps, tracking: { geo: noGeoLookup } } as CoreDeps;
    const windows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    await updateUserLocale(db.db, staff.id, 'es');
    for (const person of [ana, staff]) {
      const row = await findUserById(db.db, person.id);
      if (!row) throw new Error('no user');
      await recordSignInDevice(deps, row, { ...meta, userAgent: windows });
      await recordSignInDevice(deps, row, { ...meta, userAgent: mac });
    }
    const [customerMail, ...moreCustomer] = await mailsTo(ana.email);
    expect(moreCustomer).toEqual([]);
    expect(customerMail?.subject).toBe('Nuevo inicio de sesión en su cuenta');
    expect(customerMail?.textBody).toContain('- Dispositivo: Safari en macOS (Computadora)');
    expect(customerMail?.textBody).toContain('- Dirección IP: 203.0.113.9');
    expect(englishLines(customerMail?.textBody ?? '')).toEqual([]);
    const [staffMail] = await mailsTo(staff.email);
    expect(staffMail?.subject).toBe('New sign-in to your account');
    expect(staffMail?.textBody).toContain('- Device: Safari on macOS (Computer)');
  });

  it("an 'en' customer's mails are the spec English", async () => {
    await updateUserLocale(db.db, ana.id, 'en');
    const app = await submitFor(world, ana);
    await clearMails();
    await review(app.id, { status: 'Denied', reasons: ['income_insufficient'] });
    const [mail] = await mailsTo(ana.email);
    expect(mail?.subject).toBe(adverseActionTexts.title);
    expect(mail?.textBody).toContain(`- ${denialReasons.income_insufficient.plain}`);
    expect(mail?.textBody).toContain(ECOA_NOTICE);
    expect(mail?.htmlBody).toContain('lang="en"');
    await requestPasswordReset(world.deps, { email: ana.email }, meta);
    const reset = await vi.waitFor(
      async () => {
        const row = (await mailsTo(ana.email)).find((m) => m.subject.startsWith('Reset'));
        if (!row) throw new Error('no mail yet');
        return row;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(reset.subject).toBe('Reset your Benefit Advance password');
  });
});
