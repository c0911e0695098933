import { describe, expect, it } from 'vitest';
import { type ColumnParser, rowReaderOf } from './row-objects';

const asText: ColumnParser = (text) => text;
const readerOf = (names: string[], parsers: ColumnParser[] = names.map(() => asText)) =>
  rowReaderOf(names, parsers);

describe('rowReaderOf', () => {
  it('makes each row the object pg would have made, in column order, parsers applied', () => {
    const read = readerOf(['id', 'userId', 'amount'], [asText, asText, Number]);
    const rows = [read(['a', null, '12']), read(['b', 'u', '0'])];
    expect(rows).toStrictEqual([
      { id: 'a', userId: null, amount: 12 },
      { id: 'b', userId: 'u', amount: 0 },
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'userId', 'amount']);
  });

  it('never hands NULL to a parser', () => {
    const read = readerOf(['n'], [() => 'parsed']);
    expect(read([null])).toStrictEqual({ n: null });
    expect(read([''])).toStrictEqual({ n: 'parsed' });
  });

  it('lets a later column win a repeated name, at the first one’s place, as pg does', () => {
    expect(readerOf(['a', 'b', 'a'])(['1', '2', '3'])).toStrictEqual({ a: '3', b: '2' });
  });

  it('takes any column name as a key, never as code', () => {
    const names = ['x"}); throw new Error("no', "it's", 'back\\slash', 'new\nline', '', 'p0'];
    const row = readerOf(names)(['1', '2', '3', '4', '5', '6']);
    expect(Object.keys(row)).toEqual(names);
    expect(Object.values(row)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('keeps a __proto__ column an own field, not the prototype', () => {
    const row = readerOf(['id', '__proto__'], [asText, () => ({ polluted: true })])(['a', 'x']);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.hasOwn(row, '__proto__')).toBe(true);
    expect((row as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('gives each statement its own parsers for the same column names', () => {
    const asNumber = readerOf(['v'], [Number]);
    const asString = readerOf(['v'], [asText]);
    expect(asNumber(['7'])).toStrictEqual({ v: 7 });
    expect(asString(['7'])).toStrictEqual({ v: '7' });
  });

  it('refuses a parser list that does not fit the columns', () => {
    expect(() => rowReaderOf(['a', 'b'], [asText])).toThrow();
  });
});
