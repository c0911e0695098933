import { describe, expect, it } from 'vitest';
import { isBotUserAgent, parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it.each([
    [
      'iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { deviceType: 'tablet', operatingSystem: 'iOS', browser: 'Safari', browserVersion: '17.2' },
    ],
    [
      'Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      {
        deviceType: 'mobile',
        operatingSystem: 'Android',
        browser: 'Chrome',
        browserVersion: '120.0.6099.144',
      },
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      {
        deviceType: 'desktop',
        operatingSystem: 'Windows',
        browser: 'Edge',
        browserVersion: '120.0.2210.91',
      },
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      { deviceType: 'desktop', operatingSystem: 'macOS', browser: 'Safari' },
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      {
        deviceType: 'desktop',
        operatingSystem: 'Linux',
        browser: 'Firefox',
        browserVersion: '121.0',
      },
    ],
    [
      'Opera',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
      { operatingSystem: 'Windows', browser: 'Opera' },
    ],
    [
      'Samsung Internet (not in the spec’s list)',
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      {
        deviceType: 'mobile',
        operatingSystem: 'Android',
        browser: 'Unknown',
        browserVersion: null,
      },
    ],
  ])('%s', (_name, ua, expected) => {
    expect(parseUserAgent(ua)).toMatchObject(expected);
  });

  it('says Unknown rather than guessing', () => {
    expect(parseUserAgent(null)).toEqual({
      deviceType: 'desktop',
      operatingSystem: 'Unknown',
      browser: 'Unknown',
      browserVersion: null,
    });
  });
});

describe('isBotUserAgent', () => {
  it('knows crawlers, HTTP libraries and headless browsers, and not people', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      ),
    ).toBe(true);
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
