import {
  figuresInLocale,
  type PublicFigures,
  pricingMessages,
  publicFigureNames,
  publicPageFigures,
  todayInNewYork,
} from '@advance/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every price the public pages state (issues 14 and 15), as display strings from
 * `publicPageFigures`: computed from the fee schedule and today's benefit calendar in New
 * York, never written down. The build renders the pages with placeholders instead (through
 * the provider), which the server fills in with these same strings for the day, so the
 * browser's first render matches the page it hydrates.
 */
const FiguresContext = createContext<PublicFigures | null>(null);

export function PublicFiguresProvider({
  figures,
  children,
}: {
  figures: PublicFigures | null;
  children: ReactNode;
}) {
  return <FiguresContext.Provider value={figures}>{children}</FiguresContext.Provider>;
}

/** The element of a prerendered page that carries its figures, as the server filled them. */
export const PAGE_FIGURES_ID = 'public-figures';

let ofThePage: PublicFigures | null | undefined;

/**
 * The figures the server wrote into this page (JSON beside #root), read once: hydration
 * renders exactly the HTML's strings, whatever the reader's clock says, and without working
 * out the APR range again on a slow phone. Kept for the visit (a tab left open past midnight
 * shows yesterday's example until reloaded). Null on pages without them (the app shell, the
 * dev server) or if any is missing or unfilled.
 */
function figuresOfThePage(): PublicFigures | null {
  if (ofThePage !== undefined) return ofThePage;
  ofThePage = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_FIGURES_ID);
  if (!element?.textContent) return ofThePage;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (isFilled(parsed)) ofThePage = parsed;
  } catch {
    // Unreadable: worked out below instead.
  }
  return ofThePage;
}

function isFilled(value: unknown): value is PublicFigures {
  if (typeof value !== 'object' || value === null) return false;
  return publicFigureNames.every((name) => {
    const figure = (value as Record<string, unknown>)[name];
    // "%%": a placeholder no server filled; "&": HTML-escaped, so not what the page shows.
    return (
      typeof figure === 'string' && figure !== '' && !figure.includes('%%') && !figure.includes('&')
    );
  });
}

let today: { date: string; figures: PublicFigures } | undefined;

/** Today's figures, worked out once per New York day. */
function figuresForToday(): PublicFigures {
  const date = todayInNewYork();
  if (today?.date !== date) today = { date, figures: publicPageFigures(date) };
  return today.figures;
}

/**
 * The figures in the page's language (issue 20): a Spanish page shows its dates in es-US
 * ("18 dic 2024"). The build renders a Spanish page with the Spanish dates' placeholders,
 * the server fills every figure in every page, and the browser picks the same ones here.
 */
export function usePublicFigures(): PublicFigures {
  const { i18n } = useTranslation();
  const figures = useContext(FiguresContext) ?? figuresOfThePage() ?? figuresForToday();
  return figuresInLocale(figures, i18n.language === 'es' ? 'es' : 'en');
}

/** Tests only: read the page's figures again. */
export function forgetPageFiguresForTests(): void {
  ofThePage = undefined;
}

/** "APRs from 24.33% to 55.87% for a single advance repaid on your next benefit date". */
export function aprRangeStatement(figures: PublicFigures): string {
  return pricingMessages.aprRange(figures.aprRangeMin, figures.aprRangeMax);
}
