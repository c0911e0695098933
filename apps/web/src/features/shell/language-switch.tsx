import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLocale } from '../../i18n/choose-locale';
import { cn } from '../../lib/cn';

/**
 * "English | Español" (issue 20): two real buttons, each named in its own language (and
 * marked so with `lang`), the current one marked with aria-current. Choosing one changes
 * the page at once and remembers the choice.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.language === 'es' ? 'es' : 'en';
  return (
    <ul aria-label={t('language.switchLabel')} className="flex items-center gap-1 text-sm">
      {LOCALES.map((locale, index) => (
        <li key={locale} className="flex items-center gap-1">
          {index > 0 ? (
            <span aria-hidden="true" className="text-slate-400">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={LOCALE_TAGS[locale]}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => void chooseLocale(locale)}
            className={cn(
              'min-h-6 min-w-6 rounded px-2 py-1 text-slate-700 underline-offset-2 hover:text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
              locale === current && 'font-semibold text-slate-900 no-underline',
            )}
          >
            {LOCALE_NAMES[locale]}
          </button>
        </li>
      ))}
    </ul>
  );
}
