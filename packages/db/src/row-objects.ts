/**
 * Rows of the fixed queries as objects, built from the values PostgreSQL sent by a function
 * made once per column list (issue 16).
 *
 * pg builds each row by copying a template object that it fills key by key; with a
 * statement's ~30 columns that template, and so every row, is a slow dictionary-mode
 * object in V8: 3.5× the bytes of a plain object, and every later read of a field (the
 * core's mapping to the API's view) is a hash lookup. A row made by an object literal
 * with the columns as keys has one fixed shape per statement instead, and is made in one
 * step from the wire's values: no array row in between.
 */

/** A column's text value as PostgreSQL sent it (null for SQL NULL) to its JavaScript value. */
export type ColumnParser = (text: string) => unknown;

/** One row's values as sent (text format) to the row object. */
export type RowReader = (values: readonly (string | null)[]) => Record<string, unknown>;

type ReaderFactory = (parsers: readonly ColumnParser[]) => RowReader;

const factories = new Map<string, ReaderFactory>();

/** The fixed queries are a few dozen statements; a bound keeps a misuse from growing this. */
const MAX_FACTORIES = 256;

/** Key by key, for a column list an object literal cannot say (a `__proto__` column). */
const keyByKey =
  (names: readonly string[]): ReaderFactory =>
  (parsers) =>
  (values) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const text = values[index];
      Object.defineProperty(row, name, {
        value: text === null || text === undefined ? null : parsers[index]?.(text),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return row;
  };

function factoryOf(names: readonly string[]): ReaderFactory {
  const key = names.join('\u0000');
  const known = factories.get(key);
  if (known) return known;
  let factory: ReaderFactory;
  if (names.includes('__proto__')) factory = keyByKey(names);
  else {
    // Keys are written as JSON strings, so any column name is a literal key, never code.
    const fields = names.map(
      (name, index) =>
        `${JSON.stringify(name)}: v[${index}] == null ? null : p${index}(v[${index}])`,
    );
    const parsers = names.map((_, index) => `p${index} = p[${index}]`);
    factory = new Function(
      'p',
      `const ${parsers.join(', ')};\nreturn (v) => ({ ${fields.join(', ')} });`,
    ) as ReaderFactory;
  }
  if (factories.size < MAX_FACTORIES) factories.set(key, factory);
  return factory;
}

/**
 * The reader of a statement's rows: each row the object pg would have made (its parsers
 * applied, NULL as null, a later column winning a repeated name at the first one's place).
 */
export function rowReaderOf(names: readonly string[], parsers: readonly ColumnParser[]): RowReader {
  if (parsers.length !== names.length) throw new Error('One parser per column is needed');
  return factoryOf(names)(parsers);
}
