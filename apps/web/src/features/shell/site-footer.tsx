import { marketing } from '@advance/contracts';
import { Link, type LinkProps } from '@tanstack/react-router';
import { PageContainer } from '../page/page-container';
import { BrandMark } from './brand-mark';

interface FooterLink {
  label: string;
  to: LinkProps['to'];
  hash?: string;
}

/** Placeholder columns (spec part 2), but every link lands on something that exists. */
const columns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'Services',
    links: [
      { label: 'Cash Advances', to: '/application' },
      { label: 'How It Works', to: '/', hash: 'how-it-works' },
      { label: 'FAQ', to: '/', hash: 'faq' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Our Story', to: '/about', hash: 'our-story' },
      { label: 'Sign In', to: '/login' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy & Security', to: '/about', hash: 'privacy-security' },
      { label: 'Responsible Lending', to: '/about', hash: 'responsible-lending' },
      { label: 'Rates & Fees', to: '/', hash: 'faq' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <PageContainer className="py-12">
        <div className="grid gap-10 md:grid-cols-4">
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <BrandMark />
              {marketing.brandName}
            </p>
            <p className="text-sm leading-relaxed text-slate-600">
              Cash advances for Social Security benefit recipients, with one clear fee and 256-bit
              SSL protection for your information.
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`}>
              <h2
                id={`footer-${column.heading.toLowerCase()}`}
                className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
              >
                {column.heading}
              </h2>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      to={link.to}
                      hash={link.hash}
                      className="rounded text-sm text-slate-700 hover:text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-slate-600">
          © {marketing.copyrightYear} {marketing.brandName}. All rights reserved.
        </p>
      </PageContainer>
    </footer>
  );
}
