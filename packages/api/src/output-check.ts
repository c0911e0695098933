import { hasNoNul } from '@advance/contracts';
import { Ajv } from 'ajv';
import { z } from 'zod';

/**
 * Issue 16: a procedure's output schema strips every key it does not declare and checks
 * every value, so a core answer can never leak a column. zod does it by copying the whole
 * answer, value by value (a payload object per property): ~34 µs, a tenth of the
 * customer's "my applications" read. Yet the core's answers are built field by field
 * for their schema and almost always pass unchanged.
 *
 * So an answer is first checked, without copying, against the same schema compiled by
 * Ajv from zod's JSON Schema. When it has exactly the declared keys and every value fits,
 * zod's parse would only have copied it (`checkedOutput` then passes it on as it is);
 * otherwise zod's own output step runs, as before, and strips or refuses it.
 *
 * JSON Schema says less than zod can: refinements, trims, transforms and defaults are
 * lost in the translation. A schema is compiled only when every part of it is in
 * `PLAIN_TYPES` with checks JSON Schema states exactly (`isPlain`); anything else, or
 * anything that fails to compile, keeps zod's step alone. Where the two could still
 * differ, the compiled check is the stricter (a dropped regex flag, a pattern instead of
 * a format), which only sends more answers to zod.
 */
export type ExactCheck = (value: unknown) => boolean;

interface ZodDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  innerType?: unknown;
  options?: unknown[];
  discriminator?: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: unknown;
  valueType?: unknown;
  format?: string;
  pattern?: RegExp;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  fn?: unknown;
  when?: unknown;
}

const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Checks JSON Schema states as zod runs them (both count a string's length in code points). */
const EXACT_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'less_than',
  'greater_than',
  'multiple_of',
  'number_format',
  'min_size',
  'max_size',
  'size_equals',
]);

/** String formats zod checks with its pattern alone (others add code: URLs, IPv6, JWTs). */
const PATTERN_FORMATS = new Set(['regex', 'email', 'uuid', 'guid', 'datetime', 'date', 'time']);

/** A flagless pattern means the same to Ajv; with a flag, Ajv would read it differently. */
const plainPattern = (def: { format?: string; pattern?: RegExp }) =>
  def.format !== undefined &&
  PATTERN_FORMATS.has(def.format) &&
  def.pattern instanceof RegExp &&
  def.pattern.flags === '';

/** contracts' `text()`: the one refinement with a JSON Schema equivalent (NO_NUL below). */
const isNoNulCheck = (def: CheckDef) =>
  def.check === 'custom' && def.fn === hasNoNul && def.when === undefined;

const exactCheck = ({ _zod: { def } }: { _zod: { def: CheckDef } }) =>
  EXACT_CHECKS.has(def.check) ||
  isNoNulCheck(def) ||
  (def.check === 'string_format' && plainPattern(def));

const isScalar = (schema: unknown): boolean => {
  const def = defOf(schema);
  if (!def) return false;
  if (def.type === 'optional' || def.type === 'nullable') return isScalar(def.innerType);
  return ['string', 'number', 'boolean', 'null', 'literal', 'enum'].includes(def.type);
};

const isJsonPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const PLAIN_TYPES: Record<string, (def: ZodDef) => boolean> = {
  string: (def) => def.format === undefined || plainPattern(def),
  number: () => true,
  boolean: () => true,
  null: () => true,
  unknown: () => true,
  any: () => true,
  // Only ever fails: Ajv sends the answer to zod, which refuses it as before.
  never: () => true,
  literal: (def) => (def.values ?? []).every(isJsonPrimitive),
  enum: (def) => Object.values(def.entries ?? {}).every(isJsonPrimitive),
  object: (def) =>
    Object.values(def.shape ?? {}).every(isPlain) &&
    (def.catchall === undefined || isPlain(def.catchall)),
  array: (def) => isPlain(def.element),
  optional: (def) => isPlain(def.innerType),
  nullable: (def) => isPlain(def.innerType),
  // zod keeps the first option that passes, stripping an object to that option's keys,
  // where Ajv accepts any option as it is: only unions that cannot differ so.
  union: (def) =>
    (def.options ?? []).every(isPlain) &&
    (def.discriminator !== undefined || (def.options ?? []).every(isScalar)),
  record: (def) => {
    const key = defOf(def.keyType);
    return key?.type === 'string' && key.format === undefined && !key.checks?.length
      ? isPlain(def.valueType)
      : false;
  },
};

/** True when JSON Schema can say all that `schema` checks, and it changes nothing it passes. */
export function isPlain(schema: unknown): boolean {
  const def = defOf(schema);
  if (!def) return false;
  const plainType = PLAIN_TYPES[def.type];
  if (!plainType) return false;
  return (def.checks ?? []).every(exactCheck) && plainType(def);
}

/** `text()`'s NUL rule, which zod's JSON Schema leaves out (it is a refinement). */
const NO_NUL = { pattern: '^[^\\u0000]*$' };

const hasNoNulRule = (schema: unknown) =>
  (defOf(schema)?.checks ?? []).some(({ _zod: { def } }) => isNoNulCheck(def));

const ajv = new Ajv({
  // Formats are checked by zod's own patterns, which its JSON Schema carries.
  validateFormats: false,
  // zod's patterns are written for RegExp without the u flag.
  unicodeRegExp: false,
  // zod refuses NaN and ±Infinity as numbers.
  strictNumbers: true,
  // zod's JSON Schema carries annotations (format, $schema) Ajv need not know.
  strict: false,
  allErrors: false,
});

let verifying = false;

/**
 * Tests turn this on (apps/server's suites): every answer the check passes is then also
 * run through zod's output step, which must return it unchanged, or the call fails. So
 * every procedure the suites call holds the two to the same answers.
 */
export function verifyExactChecks(on: boolean): void {
  verifying = on;
}

export const verifyingExactChecks = (): boolean => verifying;

const compiled = new WeakMap<object, ExactCheck | null>();

/**
 * The compiled check of a zod output schema, made once; null when the schema is not one
 * JSON Schema states exactly (zod's step then runs alone).
 */
export function exactCheckOf(schema: unknown): ExactCheck | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  let check: ExactCheck | null = null;
  if (isPlain(schema)) {
    try {
      const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
        target: 'draft-7',
        io: 'output',
        unrepresentable: 'throw',
        override: ({ zodSchema, jsonSchema }) => {
          if (!hasNoNulRule(zodSchema)) return;
          jsonSchema.allOf = [...(jsonSchema.allOf ?? []), NO_NUL];
        },
      });
      const validate = ajv.compile(jsonSchema);
      check = (value) => validate(value) === true;
    } catch {
      check = null;
    }
  }
  compiled.set(schema, check);
  return check;
}
