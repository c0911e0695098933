/**
 * zod compiles object schemas with `new Function` when it may; under our CSP (no
 * 'unsafe-eval') merely probing for that is reported as a policy violation on every page
 * with a form. `z.config({ jitless: true })` turns it off, but must run before any object
 * schema is built, that is before the route code that loads the schemas: start-app.tsx
 * imports this first. Importing zod for it would ship part of zod with every page, so this
 * writes the setting where `z.config` keeps it, a global that every copy of zod in the page
 * shares (zod-config.test.ts checks that zod still reads it there).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

(globalThis as ZodGlobal).__zod_globalConfig ??= {};
((globalThis as ZodGlobal).__zod_globalConfig as { jitless?: boolean }).jitless = true;

export {};
