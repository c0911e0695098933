import { describe, expect, it } from 'vitest';
import { publicPageMessages } from '../messages';
import { en } from './en';
import { es } from './es';
import { translate } from './translate';

/** Every leaf of a catalog as "a.b.c" → its text. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree))
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key))
      out.set(path, leaf);
  return out;
}

describe('catalogs', () => {
  const english = leaves(en);
  const spanish = leaves(es);

  it('every English key exists in Spanish, and no Spanish key is unknown to English', () => {
    const missingInSpanish = [...english.keys()].filter((key) => !spanish.has(key));
    const missingInEnglish = [...spanish.keys()].filter((key) => !english.has(key));
    expect(missingInSpanish).toEqual([]);
    expect(missingInEnglish).toEqual([]);
  });

  it('every text is a non-empty string in both languages', () => {
    for (const [key, value] of [...english, ...spanish]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim().length, key).toBeGreaterThan(0);
    }
  });

  it('each Spanish text keeps the placeholders of its English text', () => {
    const names = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of english) expect(names(spanish.get(key)), key).toEqual(names(value));
  });

  it('the English texts are the contracts texts, not copies (one source)', () => {
    expect(en.public.pages).toBe(publicPageMessages);
    expect(en.public.aprRange).toBe(
      'APRs from {{min}} to {{max}} for a single advance repaid on your next benefit date',
    );
  });

  it('translate interpolates, picks plural forms and falls back to English', () => {
    expect(translate('es', 'mail', 'layout.greeting', { firstName: 'Ana' })).toBe('Hola, Ana:');
    expect(translate('en', 'mail', 'layout.greeting', { firstName: 'Ana' })).toBe('Hello Ana,');
    expect(translate('en', 'mail', 'documentReminder.reminderTitle', { count: 1 })).toBe(
      'Documents due tomorrow',
    );
    expect(translate('en', 'mail', 'documentReminder.reminderTitle', { count: 3 })).toBe(
      'Documents due in 3 days',
    );
    expect(translate('es', 'mail', 'documentReminder.reminderTitle', { count: 3 })).toBe(
      'Los documentos vencen en 3 días',
    );
    expect(translate('es', 'mail', 'no.such.key')).toBe('no.such.key');
  });
});
