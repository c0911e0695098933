export interface UtmFields {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

const UTM_MAX_LENGTH = 200;

const QUERY_KEYS: Record<keyof UtmFields, string> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
};

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, UTM_MAX_LENGTH) : null;
};

export const hasUtm = (utm: UtmFields): boolean => Object.values(utm).some((v) => v !== null);

/** The campaign fields the session start carried, trimmed; null where absent. */
export const utmFromFields = (fields: Partial<Record<keyof UtmFields, string | null>>): UtmFields =>
  Object.fromEntries(
    Object.keys(QUERY_KEYS).map((k) => [k, clean(fields[k as keyof UtmFields])]),
  ) as unknown as UtmFields;

/** The campaign fields of a landing page's query (`utm_source=...`), keys case-insensitive. */
export function utmFromQuery(query: Record<string, string> | null | undefined): UtmFields {
  const lower = new Map(Object.entries(query ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return Object.fromEntries(
    Object.entries(QUERY_KEYS).map(([field, key]) => [field, clean(lower.get(key))]),
  ) as unknown as UtmFields;
}
