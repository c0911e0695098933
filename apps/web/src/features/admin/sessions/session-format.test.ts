import type { SessionAnalytics } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayText,
  deviceText,
  durationText,
  locationText,
  minutesText,
  percentText,
  visitorText,
} from './session-format';

const session: SessionAnalytics = {
  sessionId: 's1',
  userId: null,
  user: null,
  startedAt: '2026-11-21T10:00:00.000Z',
  converted: false,
  bounced: null,
  city: null,
  country: null,
  deviceType: null,
  operatingSystem: null,
  browser: null,
  browserVersion: null,
  referrerDomain: null,
  totalDuration: null,
  pageViews: 0,
  interactions: 0,
  uniquePages: 0,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

describe('session formats', () => {
  it('shows minutes and percentages with one decimal', () => {
    expect(minutesText(170)).toBe('2.8 min');
    expect(minutesText(0)).toBe('0.0 min');
    expect(percentText(66.7)).toBe('66.7%');
    expect(percentText(50)).toBe('50.0%');
  });

  it('shows a session length in minutes and seconds, a dash while open', () => {
    expect(durationText(245)).toBe('4m 05s');
    expect(durationText(42)).toBe('42s');
    expect(durationText(null)).toBe('—');
  });

  it('keeps a UTC day on its date whatever the reader’s zone', () => {
    expect(dayText('2026-11-19')).toBe('Nov 19');
  });

  it('describes the visitor, device and place, or says they are unknown', () => {
    expect(visitorText(session)).toBe('Visitor');
    expect(deviceText(session)).toBe('—');
    expect(locationText(session)).toBe('—');
    const known = {
      ...session,
      user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      deviceType: 'mobile',
      operatingSystem: 'iOS',
      browser: 'Safari',
      browserVersion: '18.1',
      city: 'Austin',
      country: 'United States',
    };
    expect(visitorText(known)).toBe('Ada Lovelace');
    expect(deviceText(known)).toBe('Mobile · iOS · Safari 18.1');
    expect(locationText(known)).toBe('Austin, United States');
  });
});
