import { describe, expect, it } from 'vitest';
import { detailLabel, detailPairs, targetText } from './activity-details';

const uuid = '3f9a2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

describe('activity details as words (issue 20)', () => {
  it('turns keys into labels and money, dates and yes/no into readable values', () => {
    expect(
      detailPairs({
        amountCents: 50000,
        dueDate: '2026-12-09',
        at: '2026-11-28T15:07:00.000Z',
        hadSecondFactor: true,
        ipAddress: '203.0.113.7',
        fileName: 'bank-statement.pdf',
      }),
    ).toEqual([
      { label: 'Amount', value: '$500' },
      { label: 'Due date', value: 'Dec 09, 2026' },
      { label: 'At', value: expect.stringMatching(/^Nov 28, 2026 at \d{1,2}:07 [AP]M$/) },
      { label: 'Had two-factor sign-in', value: 'Yes' },
      { label: 'IP address', value: '203.0.113.7' },
      { label: 'File', value: 'bank-statement.pdf' },
    ]);
  });

  it('leaves out ids and uuids, and never shows braces or JSON', () => {
    const pairs = detailPairs({
      applicationId: uuid,
      itemId: uuid,
      reference: uuid,
      filters: { status: 'Approved', search: null },
      items: ['Photo ID', 'Bank statement'],
    });
    expect(pairs).toEqual([
      { label: 'Filters', value: 'status Approved' },
      { label: 'Items', value: 'Photo ID, Bank statement' },
    ]);
    const shown = JSON.stringify(pairs.map((p) => `${p.label}: ${p.value}`));
    expect(shown).not.toMatch(/[{}]|3f9a/);
  });

  it("shows an API token's id, which staff match against the token lists (issue 21)", () => {
    const pairs = detailPairs({
      tokenId: 'abcdefghijklmnopqrstuvwx',
      path: 'admin.applications.list',
      scope: 'applications:read',
    });
    expect(pairs[0]?.value).toBe('abcdefghijklmnopqrstuvwx');
    expect(pairs.map((p) => p.value)).toContain('admin.applications.list');
  });

  it('shows plain text as one pair and empty details as nothing', () => {
    expect(detailPairs('from admin desk')).toEqual([
      { label: 'Details', value: 'from admin desk' },
    ]);
    expect(detailPairs(null)).toEqual([]);
    expect(detailPairs({})).toEqual([]);
    expect(detailPairs({ note: 'x'.repeat(300) })[0]?.value).toHaveLength(160);
  });

  it('labels camelCase and snake_case keys', () => {
    expect(detailLabel('principalCents')).toBe('Principal');
    expect(detailLabel('reason_code')).toBe('Reason code');
  });

  it('names the target by kind, the actor’s own account as such, never by an id', () => {
    expect(targetText('application', uuid, 'someone')).toBe('An application');
    expect(targetText('user', uuid, uuid)).toBe('Own account');
    expect(targetText('user', uuid, 'staff-1')).toBe('An account');
    expect(targetText('document_request', uuid, null)).toBe('A document request');
    expect(targetText(null, null, null)).toBe('—');
  });
});
