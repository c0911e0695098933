/**
 * Rows of the fixed queries as objects, built from pg's array rows by a function made
 * once per column list (issue 16).
 *
 * pg builds each row by copying a template object that it fills key by key; with a
 * statement's ~30 columns that template, and so every row, is a slow dictionary-mode
 * object in V8: 3.5× the bytes of a plain object, and every later read of a field (the
 * core's mapping to the API's view) is a hash lookup. A row made by an object literal
 * with the columns as keys has one fixed shape per statement instead.
 */
type RowBuilder = (values: readonly unknown[]) => Record<string, unknown>;

const builders = new Map<string, RowBuilder>();

/** The fixed queries are a few dozen statements; a bound keeps a misuse from growing this. */
const MAX_BUILDERS = 256;

/** Key by key, for a column list an object literal cannot say (a `__proto__` column). */
const keyByKey =
  (names: readonly string[]): RowBuilder =>
  (values) => {
    const row: Record<string, unknown> = {};
    names.forEach((name, index) => {
      Object.defineProperty(row, name, {
        value: values[index],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return row;
  };

function builderOf(names: readonly string[]): RowBuilder {
  const key = names.join('\u0000');
  const known = builders.get(key);
  if (known) return known;
  let builder: RowBuilder;
  if (names.includes('__proto__')) builder = keyByKey(names);
  else {
    // Keys are written as JSON strings, so any column name is a literal key, never code.
    const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
    builder = new Function('values', `return { ${fields.join(', ')} };`) as RowBuilder;
  }
  if (builders.size < MAX_BUILDERS) builders.set(key, builder);
  return builder;
}

/** pg's `rowMode: 'array'` result as the objects pg would have made, a later column winning a name. */
export function rowObjects(
  fields: readonly { name: string }[],
  rows: readonly (readonly unknown[])[],
): Record<string, unknown>[] {
  if (rows.length === 0) return [];
  const build = builderOf(fields.map((field) => field.name));
  return rows.map(build);
}
