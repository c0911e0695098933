import { Link } from '@tanstack/react-router';
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where the Help link leads: the About page's help and contact section. */
export const HELP_SECTION_ID = 'help';

/**
 * WCAG 2.2 3.2.6 (consistent help): the same link, in the same place (the header's top
 * bar), on every page and in both languages.
 */
export function HelpLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/about"
      hash={HELP_SECTION_ID}
      className="inline-flex min-h-6 items-center gap-1 rounded px-2 py-1 text-sm font-medium text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <CircleHelp aria-hidden="true" className="size-4" />
      {t('help')}
    </Link>
  );
}
