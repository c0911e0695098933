import { isIPv4, isIPv6 } from 'node:net';

const expandIpv6 = (ip: string): string[] => {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return tail === undefined ? left : [...left, ...zeros, ...right];
};

/**
 * The address kept with a visit is cut down so it no longer names one household: IPv4
 * keeps its /24 (last octet zeroed), IPv6 its /48 (the site prefix). The full address is
 * used only in memory, for the location lookup and the daily fingerprint.
 */
export function truncateIp(ip: string | null): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(ip)) return null;
  const groups = expandIpv6(ip.split('%')[0] ?? ip);
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}
