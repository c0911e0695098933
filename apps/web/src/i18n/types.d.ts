import type { enAppScreens, enScreens } from '@advance/contracts';

// Typed keys: `t('hero.heading')` is checked against the English catalog (decision 027).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof enScreens & typeof enAppScreens;
  }
}
