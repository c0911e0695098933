import { describe, expect, it } from 'vitest';
import { createAnnouncementInputSchema } from './announcements';
import { adminApplicationsQuerySchema, reviewApplicationInputSchema } from './applications';
import { loginInputSchema } from './auth';
import { sendChatMessageInputSchema } from './chat';
import { emailSchema, idSchema, text } from './fields';
import { replyInputSchema } from './message-center';
import { validationMessages } from './messages';

const NUL = '\u0000';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('text(): the one rule of every text input', () => {
  it('refuses a NUL anywhere, with its own message, before any other check', () => {
    const schema = text().trim().min(1).max(5);
    expect(firstMessage(schema.safeParse(NUL))).toBe(validationMessages.nulCharacter);
    expect(firstMessage(schema.safeParse(`a${NUL}b`))).toBe(validationMessages.nulCharacter);
    expect(firstMessage(schema.safeParse('x'.repeat(9) + NUL))).toBe(
      validationMessages.nulCharacter,
    );
    expect(schema.parse('  ok  ')).toBe('ok');
  });

  it('applies to ids and e-mail addresses', () => {
    expect(firstMessage(idSchema.safeParse(`id${NUL}`))).toBe(validationMessages.nulCharacter);
    expect(firstMessage(emailSchema.safeParse(`a${NUL}@b.co`))).toBe(
      validationMessages.nulCharacter,
    );
  });

  it.each([
    ['sign-in e-mail', loginInputSchema, { email: `a${NUL}@b.co`, password: 'secret-pass' }],
    ['chat', sendChatMessageInputSchema, { conversationId: 'c1', content: `hi${NUL}` }],
    ['reply', replyInputSchema, { messageId: 'm1', content: `hi${NUL}` }],
    ['announcement', createAnnouncementInputSchema, { title: 'T', content: `a${NUL}` }],
    ['admin search', adminApplicationsQuerySchema, { search: `ada${NUL}` }],
    ['review notes', reviewApplicationInputSchema, { status: 'Approved', reviewNotes: NUL }],
    ['an id', sendChatMessageInputSchema, { conversationId: `c${NUL}`, content: 'hi' }],
  ] as const)('is used by the %s schema', (_name, schema, input) => {
    expect(firstMessage(schema.safeParse(input))).toBe(validationMessages.nulCharacter);
  });
});
