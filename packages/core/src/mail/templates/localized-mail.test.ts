import { describe, expect, it } from 'vitest';
import { chatEmailMail } from '../../conversations/chat-email/chat-email-mail';
import { documentReminderMail } from './document-reminder-mail';

// Issue 20: a customer's e-mails are written in their account's language (users.locale).

describe('e-mails in the customer language', () => {
  it('the chat notice in Spanish: subject, greeting, body, footer and <html lang>', async () => {
    const mail = await chatEmailMail({ firstName: 'Ana', locale: 'es' }, 'https://advance.test');
    expect(mail.subject).toBe('Tiene un mensaje nuevo de nuestro equipo de ayuda');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Abrir mi panel: https://advance.test/dashboard');
    expect(mail.text).toContain('Nunca le pediremos la contraseña');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).not.toContain('Hello');
  });

  it('the same e-mail in English is the spec text, unchanged', async () => {
    const mail = await chatEmailMail({ firstName: null, locale: 'en' }, 'https://advance.test');
    expect(mail.subject).toBe('You have a new message from our support team');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('We will never ask for your my Social Security password');
    expect(mail.html).toContain('lang="en"');
  });

  it('the document reminder in Spanish, with its plural forms', async () => {
    const facts = {
      firstName: 'Luis',
      dueDate: '2026-12-05',
      items: ['Bank statement: last month'],
      dashboardUrl: 'https://advance.test/dashboard',
      locale: 'es' as const,
    };
    const week = await documentReminderMail({ ...facts, days: 7 });
    expect(week.subject).toBe('Los documentos vencen en 7 días');
    expect(week.text).toContain('Hola, Luis:');
    expect(week.text).toContain('súbalos antes del 5 de diciembre de 2026');
    expect((await documentReminderMail({ ...facts, days: 1 })).subject).toBe(
      'Los documentos vencen mañana',
    );
    const english = await documentReminderMail({ ...facts, days: 7, locale: 'en' });
    expect(english.subject).toBe('Documents due in 7 days');
  });
});
