import type { AccountSession } from '@advance/contracts';
import type { GeoLookup } from '../tracking/geo-lookup';
import { parseUserAgent } from '../tracking/user-agent';

export interface DeviceDescription {
  device: AccountSession['device'];
  browser: string;
  os: string;
  /** What "the same device" means for new-device notices: browser + OS + device kind. */
  key: string;
}

/** Device, browser and OS from a User-Agent, with the visitor analytics' parser. */
export function describeDevice(userAgent: string | null): DeviceDescription {
  const ua = parseUserAgent(userAgent);
  return {
    device: ua.deviceType,
    browser: ua.browser,
    os: ua.operatingSystem,
    key: `${ua.deviceType}|${ua.browser}|${ua.operatingSystem}`,
  };
}

/** "City, Region, Country" from the address, or null without a location database. */
export function describePlace(geo: GeoLookup, ip: string | null): string | null {
  const where = geo(ip);
  const parts = [where.city, where.region, where.country].filter(
    (part, i, all): part is string => Boolean(part) && all.indexOf(part) === i,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}
