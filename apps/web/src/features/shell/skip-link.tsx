import { useTranslation } from 'react-i18next';

/**
 * First stop in the tab order. <main id="main"> has tabIndex -1, so following the fragment
 * moves keyboard focus there, not only the scroll position.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-blue-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-none focus:ring-2 focus:ring-blue-300"
    >
      {t('skipLink')}
    </a>
  );
}
