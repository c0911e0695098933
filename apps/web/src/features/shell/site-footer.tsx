import { type enScreens, marketing } from '@advance/contracts';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../page/page-container';
import { BrandMark } from './brand-mark';

type FooterKey = Exclude<keyof typeof enScreens.shell.footer, 'tagline' | 'copyright'>;

interface FooterLink {
  label: FooterKey;
  to: LinkProps['to'];
  hash?: string;
}

/** Placeholder columns (spec part 2), but every link lands on something that exists. */
const columns: { id: string; heading: FooterKey; links: FooterLink[] }[] = [
  {
    id: 'services',
    heading: 'services',
    links: [
      { label: 'cashAdvances', to: '/application' },
      { label: 'howItWorks', to: '/', hash: 'how-it-works' },
      { label: 'faq', to: '/', hash: 'faq' },
    ],
  },
  {
    id: 'company',
    heading: 'company',
    links: [
      { label: 'aboutUs', to: '/about' },
      { label: 'ourStory', to: '/about', hash: 'our-story' },
      { label: 'signIn', to: '/login' },
    ],
  },
  {
    id: 'legal',
    heading: 'legal',
    links: [
      { label: 'privacySecurity', to: '/about', hash: 'privacy-security' },
      { label: 'responsibleLending', to: '/about', hash: 'responsible-lending' },
      { label: 'ratesFees', to: '/', hash: 'faq' },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <PageContainer className="py-12">
        <div className="grid gap-10 md:grid-cols-4">
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <BrandMark />
              {marketing.brandName}
            </p>
            <p className="text-sm leading-relaxed text-slate-600">{t('footer.tagline')}</p>
          </div>
          {columns.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2
                id={`footer-${column.id}`}
                className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
              >
                {t(`footer.${column.heading}`)}
              </h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={`${link.to}${link.hash ?? ''}${link.label}`}>
                    <Link
                      to={link.to}
                      hash={link.hash}
                      className="rounded text-sm text-slate-700 hover:text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                    >
                      {t(`footer.${link.label}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600">
          {t('footer.copyright', { year: marketing.copyrightYear })}
        </p>
      </PageContainer>
    </footer>
  );
}
