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
  /** The toast area's names for screen readers ({hotkey} is Radix's placeholder, kept). */
  toasts: {
    item: 'Notification',
    region: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  /** The show/hide button of a password box: it says what it will do next. */
  passwordToggle: {
    show: 'Show {{noun}}',
    hide: 'Hide {{noun}}',
    noun: 'password',
  },
} as const;
