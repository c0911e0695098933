// @vitest-environment jsdom
import {
  type PublicFigures,
  publicFigurePlaceholders,
  publicPageFigures,
  todayInNewYork,
} from '@advance/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageFiguresForTests, PAGE_FIGURES_ID, usePublicFigures } from './public-figures';

afterEach(() => {
  cleanup();
  document.getElementById(PAGE_FIGURES_ID)?.remove();
  forgetPageFiguresForTests();
});

function Apr() {
  return <p>{usePublicFigures().exampleApr}</p>;
}

/** The JSON the build writes beside #root, as some server filled it. */
function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_FIGURES_ID;
  element.textContent = text;
  document.body.append(element);
}

const filled = (change: Partial<Record<keyof PublicFigures, string>> = {}) =>
  JSON.stringify({ ...publicPageFigures('2024-12-03'), ...change });

const today = () => publicPageFigures(todayInNewYork()).exampleApr;

describe('usePublicFigures in the browser', () => {
  it('renders the figures the server wrote into the page, whatever today is here', () => {
    pageCarries(filled({ exampleApr: '12.34%' }));
    render(<Apr />);
    expect(screen.getByText('12.34%')).toBeTruthy();
  });

  for (const [what, text] of [
    ['placeholders no server filled', JSON.stringify(publicFigurePlaceholders())],
    ['an HTML-escaped figure', filled({ exampleApr: '37.63&amp;' })],
    ['a missing figure', JSON.stringify({ exampleApr: '1.00%' })],
    ['an empty figure', filled({ exampleFee: '' })],
    ['a number instead of a string', filled().replace('"$15"', '15')],
    ['broken JSON', '{"exampleApr": "37.63%"'],
    ['JSON that is not an object', '"37.63%"'],
  ] as const) {
    it(`works them out itself on a page with ${what}`, () => {
      pageCarries(text);
      render(<Apr />);
      expect(screen.getByText(today())).toBeTruthy();
    });
  }

  it('works them out itself where the page has none (the app shell)', () => {
    render(<Apr />);
    expect(screen.getByText(today())).toBeTruthy();
  });
});
