import { describe, expect, it } from 'vitest';
import { hasUtm, utmFromFields, utmFromQuery } from './utm';

describe('UTM fields', () => {
  it('reads the five utm_* keys of a landing query, case-insensitively, trimmed', () => {
    expect(
      utmFromQuery({
        utm_source: ' google ',
        UTM_MEDIUM: 'cpc',
        utm_campaign: 'spring',
        utm_term: 'cash advance',
        utm_content: 'ad-1',
        ref: 'x',
      }),
    ).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'cash advance',
      utmContent: 'ad-1',
    });
  });

  it('leaves absent or blank fields null and says when there are none', () => {
    const none = utmFromQuery({ utm_source: '  ' });
    expect(none).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
    });
    expect(hasUtm(none)).toBe(false);
    expect(hasUtm(utmFromQuery(null))).toBe(false);
    expect(hasUtm(utmFromFields({ utmCampaign: 'x' }))).toBe(true);
  });

  it('takes the session payload’s fields and caps their length', () => {
    expect(utmFromFields({ utmSource: 'a'.repeat(300), utmMedium: null })).toMatchObject({
      utmSource: 'a'.repeat(200),
      utmMedium: null,
    });
  });
});
