import { z } from 'zod';
import { LOCALES } from './locales';

/** The 400 for an unknown language names the ones there are. */
export const localeInvalidMessage = `Choose a language: ${LOCALES.map((l) => `"${l}"`).join(' or ')}`;

/** A language in an API input (kept apart from locales.ts so public pages load no zod). */
export const localeSchema = z.enum(LOCALES, { error: localeInvalidMessage });
