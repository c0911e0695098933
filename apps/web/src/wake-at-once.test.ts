// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { WIZARD_DRAFT_KEY } from './lib/wizard-draft-key';
import { tabNeedsAppAtOnce } from './wake-at-once';

afterEach(() => sessionStorage.clear());

describe('tabNeedsAppAtOnce', () => {
  it('is false for a fresh tab on a plain address', () => {
    expect(tabNeedsAppAtOnce('')).toBe(false);
    expect(tabNeedsAppAtOnce('?next=%2Fdashboard')).toBe(false);
  });

  it('is true with a draft of the application in the tab', () => {
    sessionStorage.setItem(WIZARD_DRAFT_KEY, '{"step":2}');
    expect(tabNeedsAppAtOnce('')).toBe(true);
  });

  it('is true with a step of the wizard in the address', () => {
    expect(tabNeedsAppAtOnce('?step=3')).toBe(true);
  });
});
