import { describe, expect, it } from 'vitest';
import { rowObjects } from './row-objects';

const fields = (...names: string[]) => names.map((name) => ({ name }));

describe('rowObjects', () => {
  it('makes each array row the object pg would have made, in column order', () => {
    const rows = rowObjects(fields('id', 'userId', 'createdAt'), [
      ['a', null, '2026-11-29'],
      ['b', 'u', '2026-11-30'],
    ]);
    expect(rows).toStrictEqual([
      { id: 'a', userId: null, createdAt: '2026-11-29' },
      { id: 'b', userId: 'u', createdAt: '2026-11-30' },
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'userId', 'createdAt']);
  });

  it('lets a later column win a repeated name, at the first one’s place, as pg does', () => {
    expect(rowObjects(fields('a', 'b', 'a'), [[1, 2, 3]])).toStrictEqual([{ a: 3, b: 2 }]);
  });

  it('takes any column name as a key, never as code', () => {
    const names = ['x"}); throw new Error("no', "it's", 'back\\slash', 'new\nline', ''];
    const [row] = rowObjects(fields(...names), [[1, 2, 3, 4, 5]]);
    expect(Object.keys(row ?? {})).toEqual(names);
  });

  it('keeps a __proto__ column an own field, not the prototype', () => {
    const [row] = rowObjects(fields('id', '__proto__'), [['a', { polluted: true }]]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.hasOwn(row ?? {}, '__proto__')).toBe(true);
    expect((row as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('answers no rows with an empty list', () => {
    expect(rowObjects(fields('id'), [])).toEqual([]);
  });
});
