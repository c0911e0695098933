import Bowser from 'bowser';
import { isbot } from 'isbot';

export type DeviceType = 'tablet' | 'mobile' | 'desktop';

export interface UserAgentInfo {
  deviceType: DeviceType;
  /** Spec part 3: Windows, macOS, Linux, Android, iOS or Unknown. */
  operatingSystem: string;
  /** Spec part 3: Chrome, Firefox, Safari, Edge, Opera or Unknown. */
  browser: string;
  browserVersion: string | null;
}

const OS_NAMES: Record<string, string> = {
  Windows: 'Windows',
  macOS: 'macOS',
  iOS: 'iOS',
  iPadOS: 'iOS',
  Android: 'Android',
  Linux: 'Linux',
  // Chrome OS runs on Linux and the spec has no name of its own for it.
  'Chrome OS': 'Linux',
};

const BROWSER_NAMES: Record<string, string> = {
  Chrome: 'Chrome',
  Chromium: 'Chrome',
  Firefox: 'Firefox',
  Safari: 'Safari',
  'Microsoft Edge': 'Edge',
  Opera: 'Opera',
};

const MAX_VERSION_LENGTH = 40;

/**
 * Device, OS and browser as the spec names them, read by a maintained parser (bowser, MIT)
 * on the server instead of trusting what the browser says about itself.
 */
export function parseUserAgent(userAgent: string | null): UserAgentInfo {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const platform = parsed?.platform.type;
  const browser = BROWSER_NAMES[parsed?.browser.name ?? ''] ?? 'Unknown';
  return {
    deviceType: platform === 'tablet' || platform === 'mobile' ? platform : 'desktop',
    operatingSystem: OS_NAMES[parsed?.os.name ?? ''] ?? 'Unknown',
    browser,
    browserVersion:
      browser === 'Unknown' ? null : parsed?.browser.version?.slice(0, MAX_VERSION_LENGTH) || null,
  };
}

/**
 * Known crawlers, headless browsers and HTTP libraries (the `isbot` list). A request with
 * no User-Agent at all is no browser either.
 */
export const isBotUserAgent = (userAgent: string | null): boolean => !userAgent || isbot(userAgent);
