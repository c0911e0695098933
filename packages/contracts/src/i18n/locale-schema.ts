import { z } from 'zod';
import { LOCALES } from './locales';

/** A language in an API input (kept apart from locales.ts so public pages load no zod). */
export const localeSchema = z.enum(LOCALES);
