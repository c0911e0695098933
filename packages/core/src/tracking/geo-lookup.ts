import { type CityResponse, open } from 'maxmind';

export interface GeoLocation {
  country: string | null;
  region: string | null;
  city: string | null;
}

export type GeoLookup = (ip: string | null) => GeoLocation;

const NOWHERE: GeoLocation = { country: null, region: null, city: null };

/** Without a database every location is null (decision 010: no third-party service). */
export const noGeoLookup: GeoLookup = () => NOWHERE;

/**
 * Location from the request's IP through an offline MaxMind-format database (GeoLite2 City
 * or Country, or any compatible .mmdb), read into memory once. English names, as the
 * Sessions tab shows them.
 */
export async function openGeoLookup(path: string | undefined): Promise<GeoLookup> {
  if (!path) return noGeoLookup;
  let reader: Awaited<ReturnType<typeof open<CityResponse>>>;
  try {
    reader = await open<CityResponse>(path, { watchForUpdates: false });
  } catch (error) {
    throw new Error(
      `GEOIP_DATABASE: cannot open ${path}: ${error instanceof Error ? error.message : error}`,
    );
  }
  return (ip) => {
    if (!ip) return NOWHERE;
    try {
      const found = reader.get(ip.replace(/^::ffff:(?=\d+\.)/i, ''));
      return {
        country: found?.country?.names?.en ?? null,
        region: found?.subdivisions?.[0]?.names?.en ?? null,
        city: found?.city?.names?.en ?? null,
      };
    } catch {
      // Not an address the database can read (e.g. IPv6 in an IPv4-only file).
      return NOWHERE;
    }
  };
}
