import {
  advanceNotices,
  adverseActionTexts,
  CREDITOR_ADDRESS_DEFAULT,
  CREDITOR_NAME_DEFAULT,
  customerStatusText,
  decisionMailTexts,
  denialReasons,
  documentRequestTexts,
  ECOA_NOTICE,
  formatAttachmentCategory,
  type PublicUser,
  type ReviewApplicationInput,
} from '@advance/contracts';
import { inTransaction, updateUserLocale } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvanceWorld,
  advanceFor,
  freshWorld,
  meta,
  submitFor,
} from '../advances/applicant-advance.fixture';
import { noticeFacts, notifyApplicant } from '../advances/notify-applicant';
import { reviewApplication } from '../applications/review-application';
import { sendDocumentReminders } from '../document-requests/send-document-reminders';

// Issue 20: the notices the system writes into a customer's Message Center are stored in the
// language of their account at the time ('es': Spanish; 'en': the spec's English, unchanged);
// staff always read English. Driven through the real flows that write them.

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

const messagesOf = (userId: string) =>
  db.db
    .selectFrom('messages')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('sentAt')
    .orderBy('id')
    .execute();
const clearMessages = () => db.db.deleteFrom('messages').execute();
const review = (id: string, input: ReviewApplicationInput) =>
  reviewApplication(world.deps, staff, id, input, meta);

const esLongDate = (ymd: string) =>
  new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

/** Lines of a Spanish message that still read as English (the brand and statute aside). */
const englishLines = (text: string) =>
  text
    .replaceAll('Benefit Advance', '')
    .split('\n')
    .filter((line) =>
      /\b(the|your|you|and|we|our|is|to|of|please|open|due|advance|application|paid|received)\b/i.test(
        line,
      ),
    );

describe(`Message Center notices in the account's language on ${describeTestDb()}`, () => {
  it('the adverse-action notice in Spanish: decision, reasons, creditor and ECOA notice', async () => {
    const app = await submitFor(world, ana);
    await clearMessages();
    await review(app.id, {
      status: 'Denied',
      reasons: ['income_unverified', 'identity_unverified'],
    });
    const [message, ...more] = await messagesOf(ana.id);
    expect(more).toEqual([]);
    expect(message?.title).toBe('La decisión sobre su solicitud');
    const lines = (message?.content ?? '').split('\n');
    expect(lines[0]).toBe(
      'Revisamos con cuidado su solicitud de un adelanto de $500. Lo sentimos, pero por ahora no podemos aprobarla.',
    );
    expect(lines).toContain('Las razones principales de nuestra decisión:');
    expect(lines).toContain(
      '- No pudimos confirmar sus ingresos ni su beneficio del Seguro Social.',
    );
    expect(lines).toContain(
      '- No pudimos confirmar quién es usted con la información y los documentos que tenemos.',
    );
    expect(lines).toContain(`Acreedor: ${CREDITOR_NAME_DEFAULT}, ${CREDITOR_ADDRESS_DEFAULT}.`);
    expect(message?.content).toContain('Comisión Federal de Comercio (FTC)');
    expect(message?.content).not.toContain(ECOA_NOTICE);
    expect(englishLines(message?.content ?? '')).toEqual([]);
  });

  it('a reason staff wrote themselves stays as they wrote it, around Spanish words', async () => {
    const app = await submitFor(world, ana);
    await clearMessages();
    await review(app.id, {
      status: 'Denied',
      reasons: ['other'],
      otherReason: 'Otra solicitud abierta',
    });
    const [message] = await messagesOf(ana.id);
    expect(message?.content).toContain('- Otra solicitud abierta');
    expect(message?.content).toContain('Las razones principales de nuestra decisión:');
  });

  it('the document request in Spanish: each item, an es-US due date, how to send them', async () => {
    const app = await submitFor(world, ana);
    await clearMessages();
    await review(app.id, {
      status: 'Additional Documentation Requested',
      documentRequest: {
        items: [
          { category: 'identity', description: 'frente y reverso' },
          { category: 'income', description: 'carta de beneficios 2026' },
        ],
        dueDate: '2026-12-01',
      },
    });
    const [message, ...more] = await messagesOf(ana.id);
    expect(more).toEqual([]);
    expect(message?.type).toBe('action_required');
    expect(message?.title).toBe('Necesitamos documentos para continuar');
    expect(message?.content).toBe(
      [
        'Para continuar con su solicitud, necesitamos los documentos de esta lista antes del 1 de diciembre de 2026:',
        '- Identidad: frente y reverso',
        '- Ingresos: carta de beneficios 2026',
        '',
        'Abra su panel y use el botón Subir que aparece junto a cada documento. También puede contestar este mensaje con el documento adjunto.',
      ].join('\n'),
    );
  });

  it('the document reminder in Spanish, with the plural form of the days left', async () => {
    const app = await submitFor(world, ana);
    await review(app.id, {
      status: 'Additional Documentation Requested',
      documentRequest: {
        items: [{ category: 'benefits', description: 'carta del Seguro Social' }],
        dueDate: '2026-12-01',
      },
    });
    // Made on the test's day (the schema keeps created_at out of updates; a test may set it).
    await db.db
      .updateTable('documentRequests')
      .set({ createdAt: world.clock.now } as never)
      .execute();
    await clearMessages();
    world.setToday('2026-11-24');
    expect(await sendDocumentReminders(world.deps)).toBe(1);
    const [message, ...more] = await messagesOf(ana.id);
    expect(more).toEqual([]);
    expect(message?.title).toBe('Los documentos vencen en 7 días');
    expect(message?.content).toContain(
      'Por favor, súbalos antes del 1 de diciembre de 2026:\n- Beneficios: carta del Seguro Social',
    );
    expect(englishLines(message?.content ?? '')).toEqual([]);
  });

  it('the approval and the funded notice in Spanish, figures and dates for es-US', async () => {
    await clearMessages();
    const { advance } = await advanceFor(world, ana, staff);
    const messages = await messagesOf(ana.id);
    const approval = messages.find((m) => m.type === 'approved' && m.title.startsWith('Novedades'));
    expect(approval?.title).toBe('Novedades de su solicitud: Aprobada');
    expect(approval?.content).toBe(
      '¡Felicidades! Aprobamos su solicitud. Recibirá el dinero en 1 a 2 días hábiles.',
    );
    const funded = messages.find((m) => m.title.startsWith('Le enviamos su adelanto de $'));
    expect(funded?.content).toContain('Cantidad financiada (la que le enviamos)');
    expect(funded?.content).toContain(
      `Fecha de pago (la fecha de su beneficio): ${esLongDate(advance.dueDate)}`,
    );
    expect(funded?.content).toContain('42 U.S.C. §407');
    for (const message of messages)
      expect(englishLines(message.content), message.title).toEqual([]);
  });

  it('a payment receipt and a cancellation in Spanish, money and dates for es-US', async () => {
    const { applicationId, advance } = await advanceFor(world, ana, staff);
    await clearMessages();
    for (const kind of ['payment_receipt', 'cancelled'] as const)
      await inTransaction(db.db, (trx) =>
        notifyApplicant(trx, world.deps, {
          userId: ana.id,
          applicationId,
          kind,
          advance: { ...advance, paidCents: 123_450, balanceCents: 10_000 },
          payment: { amountCents: 123_450, receivedOn: '2026-12-05' },
          reason: 'Datos bancarios equivocados',
        }),
      );
    const [receipt, cancelled] = await messagesOf(ana.id);
    expect(receipt?.title).toBe('Recibimos su pago de $1,234.50');
    expect(receipt?.content).toContain('5 de diciembre de 2026');
    expect(cancelled?.content).toContain('Datos bancarios equivocados');
    for (const message of [receipt, cancelled])
      expect(englishLines(message?.content ?? 'missing'), message?.title).toEqual([]);
  });

  it('staff words stay as written; a staff recipient reads English whatever their language', async () => {
    const app = await submitFor(world, ana);
    await clearMessages();
    await review(app.id, {
      status: 'Waiting approval',
      message: { title: 'Una nota', content: 'Escrito por el equipo.' },
    });
    const [note] = await messagesOf(ana.id);
    expect([note?.title, note?.content]).toEqual(['Una nota', 'Escrito por el equipo.']);

    await updateUserLocale(db.db, staff.id, 'es');
    const { applicationId, advance } = await advanceFor(world, ana, staff);
    await inTransaction(db.db, (trx) =>
      notifyApplicant(trx, world.deps, {
        userId: staff.id,
        applicationId,
        kind: 'repaid',
        advance,
      }),
    );
    const [staffMessage] = await messagesOf(staff.id);
    const facts = noticeFacts({ userId: staff.id, applicationId, kind: 'repaid', advance });
    expect(staffMessage?.title).toBe(advanceNotices.repaid.title(facts));
    expect(staffMessage?.content).toBe(advanceNotices.repaid.body(facts));
  });

  it("an 'en' customer's notices are the spec English, byte for byte", async () => {
    await updateUserLocale(db.db, ana.id, 'en');
    const denied = await submitFor(world, ana);
    const requested = await submitFor(world, ana);
    await clearMessages();
    await review(denied.id, { status: 'Denied', reasons: ['income_insufficient'] });
    await review(requested.id, {
      status: 'Additional Documentation Requested',
      documentRequest: {
        items: [{ category: 'identity', description: 'front and back' }],
        dueDate: '2026-12-01',
      },
    });
    await review(requested.id, { status: 'Waiting approval' });
    const [adverse, request, status] = await messagesOf(ana.id);
    expect(adverse?.title).toBe(adverseActionTexts.title);
    expect(adverse?.content).toBe(
      [
        adverseActionTexts.decision('$500'),
        '',
        adverseActionTexts.reasonsIntro,
        `- ${denialReasons.income_insufficient.plain}`,
        '',
        adverseActionTexts.creditor(CREDITOR_NAME_DEFAULT, CREDITOR_ADDRESS_DEFAULT),
        '',
        adverseActionTexts.help,
        '',
        ECOA_NOTICE,
      ].join('\n'),
    );
    expect(request?.title).toBe(documentRequestTexts.title);
    expect(request?.content).toBe(
      [
        documentRequestTexts.intro('2026-12-01'),
        `- ${formatAttachmentCategory('identity')}: front and back`,
        '',
        documentRequestTexts.howTo,
      ].join('\n'),
    );
    expect(status?.title).toBe(
      decisionMailTexts.statusTitle(customerStatusText('Waiting approval').badge),
    );
    expect(status?.content).toBe(customerStatusText('Waiting approval').text);
  });
});
