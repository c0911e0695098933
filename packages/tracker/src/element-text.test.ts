// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeClick, elementId, trimText } from './element-text';

describe('trimText', () => {
  it('collapses whitespace, trims and cuts to 100 characters', () => {
    expect(trimText('  Get\n   Started  Today ')).toBe('Get Started Today');
    expect(trimText('x'.repeat(150))).toBe('x'.repeat(100));
    expect(trimText('   ')).toBeNull();
    expect(trimText(null)).toBeNull();
  });
});

describe('describeClick', () => {
  it('names the link or button a click landed in, with its text', () => {
    document.body.innerHTML = '<a id="faq" href="#faq"><i>?</i> Questions</a>';
    expect(describeClick(document.querySelector('i'))).toEqual({
      elementId: 'faq',
      elementText: '? Questions',
    });
  });

  it('records only the id of anything else: its text may be the visitor’s data', () => {
    document.body.innerHTML = '<div id="card"><p>Jane Doe, $500</p></div>';
    expect(describeClick(document.querySelector('p'))).toEqual({
      elementId: null,
      elementText: null,
    });
    expect(describeClick(document.getElementById('card'))).toEqual({
      elementId: 'card',
      elementText: null,
    });
  });

  it('copes with a target that is not an element', () => {
    expect(describeClick(null)).toEqual({ elementId: null, elementText: null });
    expect(elementId(document)).toBeNull();
  });
});
