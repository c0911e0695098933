import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMmdb, LONDON_NETWORK } from '../testing/mmdb-fixture';
import { noGeoLookup, openGeoLookup } from './geo-lookup';

const dir = mkdtempSync(join(tmpdir(), 'advance-geo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A City-shaped database: London, and a network with a country only. */
function cityDatabase(): string {
  const file = join(dir, 'city.mmdb');
  writeFileSync(
    file,
    buildMmdb([
      LONDON_NETWORK,
      { cidr: '175.16.199.0/24', data: { country: { names: { en: 'China' } } } },
    ]),
  );
  return file;
}

describe('location from the IP (offline MaxMind database)', () => {
  it('reads country, region and city of a known network, in English', async () => {
    const geo = await openGeoLookup(cityDatabase());
    expect(geo('81.2.69.142')).toEqual({
      country: 'United Kingdom',
      region: 'England',
      city: 'London',
    });
    // An IPv4 address as Node reports it on a dual-stack socket.
    expect(geo('::ffff:81.2.69.160')).toEqual(geo('81.2.69.142'));
    // A record with a country only.
    expect(geo('175.16.199.7')).toEqual({ country: 'China', region: null, city: null });
  });

  it('answers null for unknown, missing or unreadable addresses', async () => {
    const geo = await openGeoLookup(cityDatabase());
    const nowhere = { country: null, region: null, city: null };
    expect(geo('81.2.70.1')).toEqual(nowhere);
    expect(geo(null)).toEqual(nowhere);
    expect(geo('not an address')).toEqual(nowhere);
    expect(geo('2001:db8::1')).toEqual(nowhere);
  });

  it('is null everywhere without a database, and names the setting when the file is bad', async () => {
    expect(await openGeoLookup(undefined)).toBe(noGeoLookup);
    expect(noGeoLookup('81.2.69.142')).toEqual({ country: null, region: null, city: null });
    const broken = join(dir, 'broken.mmdb');
    writeFileSync(broken, 'not a database');
    await expect(openGeoLookup(broken)).rejects.toThrow(/^GEOIP_DATABASE: cannot open/);
  });
});
