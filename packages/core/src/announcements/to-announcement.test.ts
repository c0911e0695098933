import { describe, expect, it } from 'vitest';
import { announcementStateOf } from './to-announcement';

const now = new Date('2024-12-03T12:00:00.000Z');

describe('announcementStateOf (what staff see; customers get only the active ones)', () => {
  it('is inactive when switched off, whatever the expiry', () => {
    expect(announcementStateOf({ isActive: false, expiresAt: null }, now)).toBe('inactive');
    expect(
      announcementStateOf({ isActive: false, expiresAt: new Date('2024-01-01T00:00:00Z') }, now),
    ).toBe('inactive');
  });

  it('is active until its expiry, then expired', () => {
    expect(announcementStateOf({ isActive: true, expiresAt: null }, now)).toBe('active');
    expect(
      announcementStateOf({ isActive: true, expiresAt: new Date('2024-12-04T00:00:00Z') }, now),
    ).toBe('active');
    expect(
      announcementStateOf({ isActive: true, expiresAt: new Date('2024-12-03T12:00:00Z') }, now),
    ).toBe('expired');
  });
});
