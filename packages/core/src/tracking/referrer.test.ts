import { describe, expect, it } from 'vitest';
import { classifyReferrer, stripUrlQuery } from './referrer';

const APP = 'https://benefitadvance.example';
const classify = (referrer: string | null) => classifyReferrer(referrer, APP);

describe('classifyReferrer', () => {
  it('calls no referrer, or one that is no URL, direct', () => {
    expect(classify(null)).toEqual({
      referrer: null,
      referrerDomain: null,
      referrerType: 'direct',
    });
    expect(classify('')).toMatchObject({ referrerType: 'direct' });
    expect(classify('not a url')).toMatchObject({ referrerType: 'direct' });
  });

  it.each([
    ['https://www.google.com/search?q=advance', 'google.com', 'search'],
    ['https://www.google.co.uk/', 'google.co.uk', 'search'],
    ['https://www.bing.com/search?q=x', 'bing.com', 'search'],
    ['https://search.yahoo.com/', 'search.yahoo.com', 'search'],
    ['https://duckduckgo.com/', 'duckduckgo.com', 'search'],
    ['https://www.baidu.com/s?wd=x', 'baidu.com', 'search'],
    ['https://l.facebook.com/l.php?u=x', 'l.facebook.com', 'social'],
    ['https://t.co/abc', 't.co', 'social'],
    ['https://x.com/someone', 'x.com', 'social'],
    ['https://twitter.com/someone', 'twitter.com', 'social'],
    ['https://www.linkedin.com/feed/', 'linkedin.com', 'social'],
    ['https://www.instagram.com/', 'instagram.com', 'social'],
    ['https://m.youtube.com/watch?v=1', 'm.youtube.com', 'social'],
    ['https://youtu.be/1', 'youtu.be', 'social'],
    ['https://www.tiktok.com/@a', 'tiktok.com', 'social'],
    ['https://benefitadvance.example/about', 'benefitadvance.example', 'internal'],
    ['https://www.benefitadvance.example/', 'benefitadvance.example', 'internal'],
    ['https://news.example.org/story', 'news.example.org', 'referral'],
    ['https://notgoogle.com/', 'notgoogle.com', 'referral'],
    ['https://box.com/', 'box.com', 'referral'],
  ])('%s is %s, %s', (referrer, domain, type) => {
    expect(classify(referrer)).toMatchObject({ referrerDomain: domain, referrerType: type });
  });

  it('keeps origin and path only: search terms and tokens stay out', () => {
    expect(classify('https://www.google.com/search?q=my+ssn#x').referrer).toBe(
      'https://www.google.com/search',
    );
    expect(stripUrlQuery('/reset-password?token=abc')).toBe('/reset-password');
    expect(stripUrlQuery('android-app://com.google.android.gm/')).toBe(
      'android-app://com.google.android.gm',
    );
    expect(stripUrlQuery('garbage')).toBeNull();
  });
});
