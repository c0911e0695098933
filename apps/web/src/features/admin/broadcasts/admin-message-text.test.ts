import { describe, expect, it } from 'vitest';
import { readStateText, recipientText, senderText } from './admin-message-text';

const rosa = { id: 'u1', email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Diaz' };

describe('recipientText', () => {
  it('names the customer, or all customers for a broadcast', () => {
    expect(recipientText({ kind: 'direct', recipient: rosa })).toBe('Rosa Diaz');
    expect(
      recipientText({ kind: 'direct', recipient: { ...rosa, firstName: null, lastName: null } }),
    ).toBe('rosa@example.com');
    expect(recipientText({ kind: 'broadcast', recipient: null })).toBe('All customers');
  });
});

describe('senderText', () => {
  it('prefers the name, then the e-mail, else the system', () => {
    expect(senderText({ senderName: 'Ann Lee', senderEmail: 'ann@x.test' })).toBe('Ann Lee');
    expect(senderText({ senderName: null, senderEmail: 'ann@x.test' })).toBe('ann@x.test');
    expect(senderText({ senderName: null, senderEmail: null })).toBe('System');
  });
});

describe('readStateText', () => {
  it('says Sent until a direct message is read, then Read with the time', () => {
    expect(
      readStateText({ kind: 'direct', status: 'unread', readAt: null, readCount: null }),
    ).toEqual({ label: 'Sent', detail: null });
    const read = readStateText({
      kind: 'direct',
      status: 'read',
      readAt: '2024-12-03T15:07:00.000Z',
      readCount: null,
    });
    expect(read.label).toBe('Read');
    expect(read.detail).toMatch(/^Dec 0[34], 2024 at \d{1,2}:07 [AP]M$/);
  });

  it('counts the customers who opened a broadcast', () => {
    const broadcast = { kind: 'broadcast', status: 'read', readAt: null } as const;
    expect(readStateText({ ...broadcast, readCount: 0 })).toEqual({ label: 'Sent', detail: null });
    expect(readStateText({ ...broadcast, readCount: 1 }).detail).toBe('by 1 customer');
    expect(readStateText({ ...broadcast, readCount: 12 }).detail).toBe('by 12 customers');
  });
});
