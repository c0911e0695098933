import { describe, expect, it } from 'vitest';
import { announcementState } from './announcement-state';

const now = new Date('2024-12-03T12:00:00.000Z');

describe('announcementState', () => {
  it('is inactive when switched off, whatever the expiry', () => {
    expect(announcementState({ isActive: false, expiresAt: null }, now)).toBe('inactive');
    expect(announcementState({ isActive: false, expiresAt: '2024-01-01T00:00:00Z' }, now)).toBe(
      'inactive',
    );
  });

  it('is active until its expiry, then expired', () => {
    expect(announcementState({ isActive: true, expiresAt: null }, now)).toBe('active');
    expect(announcementState({ isActive: true, expiresAt: '2024-12-04T00:00:00Z' }, now)).toBe(
      'active',
    );
    expect(announcementState({ isActive: true, expiresAt: '2024-12-03T12:00:00Z' }, now)).toBe(
      'expired',
    );
  });
});
