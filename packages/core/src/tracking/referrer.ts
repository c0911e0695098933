export type ReferrerType = 'direct' | 'search' | 'social' | 'internal' | 'referral';

export interface ReferrerInfo {
  /** What is kept of the referrer: origin and path, never its query (search terms, tokens). */
  referrer: string | null;
  referrerDomain: string | null;
  referrerType: ReferrerType;
}

/** Spec part 9: the search engines and social sites it recognises, by a label of the host. */
const SEARCH_ENGINES = new Set(['google', 'bing', 'yahoo', 'duckduckgo', 'baidu']);
const SOCIAL_SITES = new Set(['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'tiktok']);
/** Short and renamed hosts of the same social sites. */
const SOCIAL_HOSTS = new Set(['t.co', 'x.com', 'fb.com', 'fb.me', 'lnkd.in', 'youtu.be']);

const hostMatches = (host: string, hosts: Set<string>) =>
  [...hosts].some((h) => host === h || host.endsWith(`.${h}`));

/** Any dot-separated label of the host: google.co.uk and news.google.com are google. */
const hasLabel = (host: string, labels: Set<string>) =>
  host.split('.').some((label) => labels.has(label));

const DIRECT: ReferrerInfo = { referrer: null, referrerDomain: null, referrerType: 'direct' };

/** Drops query and fragment from a URL the browser reported; null when it is no URL. */
export function stripUrlQuery(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return `${url.protocol}//${url.host}`;
    return `${url.origin}${url.pathname}`;
  } catch {
    // A path, not a URL (the SPA's previous route): keep the path only.
    return value.startsWith('/') ? (value.split(/[?#]/)[0] ?? null) : null;
  }
}

/**
 * Classifies where a visit came from: no referrer is direct; our own host is internal; the
 * spec's engines and sites are search and social; anything else is a referral.
 */
export function classifyReferrer(
  referrer: string | null | undefined,
  appOrigin: string,
): ReferrerInfo {
  if (!referrer) return DIRECT;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return DIRECT;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const kept = stripUrlQuery(referrer);
  if (!host) return { ...DIRECT, referrer: kept };
  const ownHost = new URL(appOrigin).hostname.toLowerCase().replace(/^www\./, '');
  const referrerType: ReferrerType =
    host === ownHost
      ? 'internal'
      : hasLabel(host, SEARCH_ENGINES)
        ? 'search'
        : hasLabel(host, SOCIAL_SITES) || hostMatches(host, SOCIAL_HOSTS)
          ? 'social'
          : 'referral';
  return { referrer: kept, referrerDomain: host.slice(0, 255), referrerType };
}
