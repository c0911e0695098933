import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-419,es;q=0.9', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.9', 'es'],
    ['fr-FR, es;q=0.4', 'es'],
    ['fr-FR, de', 'en'],
    ['*', 'en'],
    ['*;q=0.9, es;q=0.5', 'en'],
    ['es;q=0', 'en'],
    ['es;q=abc', 'en'],
    [';;;,,,garbage==;q=', 'en'],
    ['ES-us', 'es'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
