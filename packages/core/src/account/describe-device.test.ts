import { describe, expect, it } from 'vitest';
import { securityNoticeMail } from '../mail/templates/security-notice-mail';
import type { GeoLookup } from '../tracking/geo-lookup';
import { describeDevice, describePlace } from './describe-device';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it('reads device, browser and system; the key ignores versions', () => {
    expect(describeDevice(iphone)).toEqual({
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      key: 'mobile|Safari|iOS',
    });
    expect(describeDevice(iphone.replace('17_2', '18_0')).key).toBe('mobile|Safari|iOS');
  });

  it('names nothing it cannot read', () => {
    expect(describeDevice(null)).toMatchObject({ browser: 'Unknown', os: 'Unknown' });
  });
});

describe('describePlace', () => {
  const at =
    (found: Partial<ReturnType<GeoLookup>>): GeoLookup =>
    () => ({ country: null, region: null, city: null, ...found });

  it('joins city, region and country, skipping gaps and repeats', () => {
    expect(describePlace(at({ city: 'London', region: 'England', country: 'UK' }), '1.2.3.4')).toBe(
      'London, England, UK',
    );
    expect(describePlace(at({ city: 'Singapore', country: 'Singapore' }), '1.2.3.4')).toBe(
      'Singapore',
    );
    expect(describePlace(at({}), '1.2.3.4')).toBeNull();
  });
});

describe('securityNoticeMail', () => {
  it('escapes what the request supplied in the HTML part', async () => {
    const mail = await securityNoticeMail(
      'new_device_sign_in',
      { firstName: '<b>Ada</b>' },
      {
        device: '<script>x</script>',
      },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail.text).toContain('Device: <script>x</script>');
  });
});
