import { type Locale, translate } from '@advance/contracts';

/** "Hello Ana," / "Hola, Ana:"; without a name, "Hello," / "Hola:". */
export const mailGreeting = (locale: Locale, firstName: string | null): string =>
  firstName
    ? translate(locale, 'mail', 'layout.greeting', { firstName })
    : translate(locale, 'mail', 'layout.greetingNoName');
