import { chatMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { sendMessageSchema } from './send-message-form';

describe('sendMessageSchema', () => {
  it('needs a title and a message, trimmed', () => {
    expect(sendMessageSchema.parse({ title: ' Documents ', content: ' Please upload. ' })).toEqual({
      title: 'Documents',
      content: 'Please upload.',
    });
    const result = sendMessageSchema.safeParse({ title: '  ', content: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', chatMessages.titleRequired],
      ['content', chatMessages.contentRequired],
    ]);
  });
});
