import type { SessionAnalytics } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  averageDurationText,
  dayText,
  deviceText,
  durationText,
  locationText,
  percentText,
  timeOnPageText,
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
  it('shows the average duration in words and percentages with one decimal', () => {
    expect(averageDurationText({ avgDuration: 170, totalSessions: 3 })).toBe('2 min 50 s');
    expect(averageDurationText({ avgDuration: 0, totalSessions: 3 })).toBe('less than a minute');
    expect(averageDurationText({ avgDuration: 0, totalSessions: 0 })).toBe('no sessions yet');
    expect(timeOnPageText(3900)).toBe('1 h 5 min');
    expect(timeOnPageText(null)).toBe('—');
    expect(percentText(66.7)).toBe('66.7%');
    expect(percentText(50)).toBe('50.0%');
  });

  it('shows a session length in words, "single page" for a one-page visit', () => {
    expect(durationText({ totalDuration: 245, pageViews: 3 })).toBe('4 min 5 s');
    expect(durationText({ totalDuration: 42, pageViews: 2 })).toBe('less than a minute');
    expect(durationText({ totalDuration: null, pageViews: 1 })).toBe('single page');
    expect(durationText({ totalDuration: 0, pageViews: 1 })).toBe('single page');
    expect(durationText({ totalDuration: null, pageViews: 4 })).toBe('still open');
    expect(durationText({ totalDuration: 3600, pageViews: 9 })).toBe('1 h');
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
