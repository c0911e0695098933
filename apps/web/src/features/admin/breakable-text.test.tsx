// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText, breakPoints } from './breakable-text';

describe('BreakableText (issue 20: no "facebook.c/om")', () => {
  it('offers breaks before dots and @ and after slashes, never inside a word', () => {
    expect(breakPoints('facebook.com')).toEqual(['facebook', '.com']);
    expect(breakPoints('jane.doe@example.com')).toEqual(['jane', '.doe', '@example', '.com']);
    expect(breakPoints('/application/step-2?x=1')).toEqual([
      '/',
      'application/',
      'step',
      '-2',
      '?x',
      '=1',
    ]);
  });

  it('renders the whole text with <wbr> between the pieces and no break-all', () => {
    const { container } = render(<BreakableText text="l.facebook.com" />);
    const span = container.querySelector('span');
    expect(span?.textContent).toBe('l.facebook.com');
    expect(span?.querySelectorAll('wbr')).toHaveLength(2);
    expect(span?.className).toContain('break-words');
    expect(span?.className).not.toContain('break-all');
  });
});
