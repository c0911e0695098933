import { marketing } from '../../marketing';

/** Texts many screens share. English is the spec's; the Spanish file mirrors these keys. */
export const common = {
  brandName: marketing.brandName,
  /** "<page title> | Benefit Advance" in the tab. */
  pageTitle: `{{title}} | ${marketing.brandName}`,
  language: {
    /** The switch's landmark name. */
    switchLabel: 'Language',
  },
} as const;
