import { CHAT_MESSAGE_MAX_LENGTH, messageCenterMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { replyFormSchema } from './reply-form-schema';

const firstError = (content: string) =>
  replyFormSchema.safeParse({ content }).error?.issues[0]?.message;

describe('replyFormSchema', () => {
  it('requires content, blank counting as empty', () => {
    expect(firstError('')).toBe(messageCenterMessages.replyRequired);
    expect(firstError('  \n ')).toBe(messageCenterMessages.replyRequired);
  });

  it('trims what it sends', () => {
    expect(replyFormSchema.parse({ content: '  Thank you\n' })).toEqual({ content: 'Thank you' });
  });

  it('refuses a reply longer than a chat message', () => {
    expect(firstError('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBeDefined();
  });
});
