import { describe, expect, it } from 'vitest';
import { actionLabel, detailsText, targetLabel } from './activity-labels';

describe('actionLabel', () => {
  it('names the known actions', () => {
    expect(actionLabel('auth.sign_in')).toBe('Signed in');
    expect(actionLabel('account.created')).toBe('Created an account');
  });

  it('names the document actions', () => {
    expect(actionLabel('attachment.added')).toBe('Document uploaded');
    expect(actionLabel('attachment.visibility_changed')).toBe('Document visibility changed');
    expect(actionLabel('attachment.deleted')).toBe('Document deleted');
    expect(actionLabel('attachment.downloaded')).toBe('Document downloaded by staff');
  });

  it('names the broadcast and announcement actions', () => {
    expect(actionLabel('message.broadcast')).toBe('Sent a broadcast');
    expect(actionLabel('announcement.created')).toBe('Created an announcement');
    expect(actionLabel('announcement.updated')).toBe('Updated an announcement');
  });

  it('turns an unknown action into words', () => {
    expect(actionLabel('conversation.message_sent')).toBe('Conversation message sent');
    expect(actionLabel('')).toBe('');
  });
});

describe('targetLabel', () => {
  it('shortens long ids and reads missing targets as a dash', () => {
    expect(targetLabel('user', '0123456789abcdef')).toBe('user 01234567…');
    expect(targetLabel('application', 'abc')).toBe('application abc');
    expect(targetLabel(null, null)).toBe('—');
  });
});

describe('detailsText', () => {
  it('shows text as is and objects as compact JSON', () => {
    expect(detailsText('from admin desk')).toBe('from admin desk');
    expect(detailsText({ from: 'user', to: 'admin' })).toBe('{"from":"user","to":"admin"}');
  });

  it('cuts long details and dashes empty ones', () => {
    const long = detailsText({ note: 'x'.repeat(300) }, 40);
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
    expect(detailsText(null)).toBe('—');
    expect(detailsText({})).toBe('—');
  });
});
