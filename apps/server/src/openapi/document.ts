import { appRouter } from '@advance/api';
import { authMessages } from '@advance/contracts';
import * as z from 'zod';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { type RestRoute, restRoutes } from './routes';

type AnyZod = z.ZodType;

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  output?: unknown;
  /** ProcedureMeta (packages/api trpc.ts): the API-token scope, when tokens may call it. */
  meta?: { tokenScope?: string };
}

const procedures = (
  appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } }
)._def.procedures;

const isZod = (value: unknown): value is AnyZod =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The procedure behind a path; a name that is not in the router is a broken registry. */
export function procedureDef(name: string): ProcedureDef {
  const procedure = procedures[name];
  if (!procedure) throw new Error(`openapi/routes.ts names an unknown procedure: ${name}`);
  return procedure._def;
}

/** The procedure's zod input, or null when it has none or it is not zod (the tracker's valibot). */
export function inputSchema(name: string): AnyZod | null {
  const [input] = procedureDef(name).inputs;
  return isZod(input) ? input : null;
}

/** The procedure's zod output schema, or null when the procedure declares none. */
export function outputSchema(name: string): AnyZod | null {
  const { output } = procedureDef(name);
  return isZod(output) ? output : null;
}

/** The object inside optional/default/nullable wrappers, if there is one. */
function objectOf(schema: AnyZod | null): z.ZodObject | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && isZod(current); depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = current._zod.def as { innerType?: unknown; in?: unknown };
    current = def.innerType ?? def.in;
  }
  return null;
}

/** The server's error answer (http/call-procedure.ts, http/error-handler.ts). */
export const errorBody = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Per-field messages of a 400 (field path → message).' }),
  })
  .meta({ id: 'Error' });

/** Used where the procedure declares no output schema (listed in docs/decisions/028). */
const anyJson = z
  .unknown()
  .meta({ description: 'JSON; this procedure declares no output schema.' });
const anyBody = z
  .record(z.string(), z.unknown())
  .meta({ description: 'JSON object; the procedure validates it (no zod schema to describe).' });

/**
 * Which routes fall back to a generic schema, and why: the report of what the contracts lack
 * (docs/decisions/028, "Generic schemas"). Today the tracker's procedures, whose inputs are
 * valibot (decision 003) and whose outputs are undeclared, and the upload receipt, which is
 * core's `receiveUpload`, not a procedure.
 */
export function genericSchemaRoutes(): string[] {
  const found: string[] = [];
  for (const route of restRoutes) {
    const key = `${route.method.toUpperCase()} ${route.path}`;
    if (route.answer.kind === 'upload') found.push(`${key}: output (upload receipt)`);
    if (!route.procedure) continue;
    if ((route.input || route.params) && !inputSchema(route.procedure))
      found.push(`${key}: input (${route.procedure})`);
    const needsOutput = ['output', 'field', 'signed-in-user', 'login'].includes(route.answer.kind);
    if (needsOutput && !outputSchema(route.procedure))
      found.push(`${key}: output (${route.procedure})`);
  }
  return found;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

function requestParts(route: RestRoute): Partial<ZodOpenApiOperationObject> {
  const parts: Partial<ZodOpenApiOperationObject> = {};
  const input = route.procedure ? inputSchema(route.procedure) : null;
  const object = objectOf(input);
  const mapped = Object.values(route.params ?? {});
  const shape = object?.shape as Record<string, AnyZod> | undefined;

  const path: Record<string, AnyZod> = {};
  for (const [param, field] of Object.entries(route.params ?? {}))
    path[param] = shape?.[field] ?? z.string();
  if (route.path === '/api/uploads/{id}' || route.path === '/attachments/{id}/download')
    path.id = z.string();
  if (route.path === '/api/docs/{file}') path.file = z.string();

  // The input's own field schemas, less those the path and headers fill. (Rebuilt rather
  // than `.omit()`: zod refuses omit on objects with refinements, which only the procedure
  // needs to enforce.)
  const omitted = new Set([...mapped, 'idempotencyKey']);
  const rest = shape
    ? (object?._zod.def.catchall?._zod.def.type === 'never' ? z.strictObject : z.object)(
        Object.fromEntries(Object.entries(shape).filter(([key]) => !omitted.has(key))),
      )
    : null;
  const query: Record<string, AnyZod> = {};
  if (route.input === 'query' && rest) Object.assign(query, rest.shape);
  // REST-only query strings (no procedure input behind them).
  if (route.path === '/api/login' && route.method === 'get')
    query.next = z.string().optional().meta({ description: 'Where to go after signing in.' });
  if (route.path === '/api/uploads/{id}')
    query.token = z.string().meta({ description: 'The signed upload token.' });

  const header: Record<string, AnyZod> = {};
  if (UNSAFE.has(route.method))
    header.origin = (tokenScopeOf(route) ? z.string().optional() : z.string()).meta({
      description: tokenScopeOf(route)
        ? 'Required on every state-changing request made with the session cookie: the app origin (or Sec-Fetch-Site: same-origin); anything else is refused with 403. A request made with an API token and no cookie needs none.'
        : 'Required on every state-changing request: the app origin (or Sec-Fetch-Site: same-origin). Anything else is refused with 403.',
    });
  if (route.idempotencyKey)
    header['idempotency-key'] = z
      .string()
      .optional()
      .meta({ description: 'The same key and body answer with the first result.' });

  parts.requestParams = {
    ...(Object.keys(path).length && { path: z.object(path) }),
    ...(Object.keys(query).length && { query: z.object(query) }),
    ...(Object.keys(header).length && { header: z.object(header) }),
  };
  if (route.input === 'body') {
    const schema = rest ?? input ?? anyBody;
    parts.requestBody = { content: { 'application/json': { schema } } };
  }
  if (route.path === '/api/uploads/{id}')
    parts.requestBody = {
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    };
  return parts;
}

const json = (schema: AnyZod) => ({ 'application/json': { schema } });

function successResponse(route: RestRoute): ZodOpenApiResponsesObject {
  const output = route.procedure ? outputSchema(route.procedure) : null;
  const field = (name: string) =>
    (objectOf(output)?.shape as Record<string, AnyZod> | undefined)?.[name] ?? anyJson;
  const { answer } = route;
  switch (answer.kind) {
    case 'output':
      return {
        [String(answer.status ?? 200)]: { description: 'OK', content: json(output ?? anyJson) },
      };
    case 'field':
      return {
        [String(answer.status ?? 200)]: { description: 'OK', content: json(field(answer.field)) },
        ...(route.idempotencyKey && {
          '200': {
            description: 'Replayed (same Idempotency-Key)',
            content: json(field(answer.field)),
          },
        }),
      };
    case 'signed-in-user':
      return {
        '200': {
          description: 'The signed-in user',
          content: json(
            output instanceof z.ZodNullable ? (output.unwrap() as AnyZod) : (output ?? anyJson),
          ),
        },
      };
    case 'login': {
      const user = field('user');
      return {
        '200': {
          description: 'Signed in, or a second factor is still owed',
          content: json(
            z.union([
              z.object({ user }),
              z.object({ user, mfaSetupRequired: z.literal(true) }),
              z.object({ mfaRequired: z.literal(true) }),
            ]),
          ),
        },
      };
    }
    case 'no-content':
      return { '204': { description: 'Done' } };
    case 'redirect':
      return { '302': { description: 'Redirect', headers: z.object({ location: z.string() }) } };
    case 'csv':
      return {
        '200': {
          description: 'CSV download',
          content: { 'text/csv': { schema: z.string() } },
        },
      };
    case 'upload':
      return { '200': { description: 'Received', content: json(anyJson) } };
    case 'download':
      return {
        '200': {
          description: 'The file',
          content: {
            'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
          },
        },
      };
    case 'openapi':
      return {
        '200': {
          description: 'OpenAPI 3.1 document',
          content: json(z.record(z.string(), z.unknown())),
        },
      };
    case 'html':
      return {
        '200': { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
      };
    case 'asset':
      return {
        '200': {
          description: 'Script or stylesheet',
          content: { 'text/plain': { schema: z.string() } },
        },
      };
  }
}

/** The API-token scope a path accepts: the procedure's declared one, or the route's own. */
const tokenScopeOf = (route: RestRoute): string | undefined =>
  route.tokenScope ??
  (route.procedure ? procedureDef(route.procedure).meta?.tokenScope : undefined);

/**
 * Who may call a path: the session cookie, and an API token (issue 21) when the procedure
 * declares the scope it needs (the scope is named, as OpenAPI does for bearer schemes).
 */
function securityOf(route: RestRoute): ZodOpenApiOperationObject['security'] {
  const tokenScope = tokenScopeOf(route);
  const ways: Record<string, string[]>[] = [{ session: [] }];
  if (tokenScope) ways.push({ apiToken: [tokenScope] });
  return route.public ? [{}, ...ways] : ways;
}

const errorResponse = (description: string) => ({ description, content: json(errorBody) });

function operation(route: RestRoute): ZodOpenApiOperationObject {
  const errors: ZodOpenApiResponsesObject = {
    '400': errorResponse('Invalid input (`errors` names the fields)'),
    '401': errorResponse(authMessages.notSignedIn),
    '403': errorResponse('Not allowed (role, step-up, or a cross-origin write)'),
    '404': errorResponse('Not found'),
    '429': errorResponse('Too many requests (see Retry-After)'),
    '503': errorResponse('Unavailable or timed out (see Retry-After)'),
  };
  return {
    operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    ...(route.procedure && { description: `tRPC procedure \`${route.procedure}\`.` }),
    security: securityOf(route),
    ...requestParts(route),
    responses: { ...successResponse(route), ...errors },
  };
}

/** The OpenAPI 3.1 document of every REST path, from the procedures' own zod schemas. */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  const paths: NonNullable<ZodOpenApiObject['paths']> = {};
  for (const route of restRoutes) {
    const item = paths[route.path] ?? {};
    paths[route.path] = item;
    if (item[route.method])
      throw new Error(`Twice in openapi/routes.ts: ${route.method} ${route.path}`);
    item[route.method] = operation(route);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Benefit Advance REST API',
        version: '1',
        description:
          'Every REST path of the server. The same procedures are served over tRPC at /trpc. Sign in with POST /api/login; the session cookie (`session`, `__Host-session` over HTTPS) authenticates later calls. State-changing methods must carry `Origin: <app origin>`, except for requests made with an API token and no cookie.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'session',
            description: 'The session cookie set by sign-in (`__Host-session` over HTTPS).',
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token (`Authorization: Bearer bat_...`), created by staff on the account page or with POST /api/auth/tokens. A path accepts it only when its security lists the scope it needs; a token request without a cookie needs no Origin and never gets a cookie back.',
          },
        },
      },
      paths,
    },
    {
      override: ({ jsonSchema, zodSchema, io }) => {
        if (zodSchema._zod.def.type === 'date' && io === 'output') {
          jsonSchema.type = 'string';
          jsonSchema.format = 'date-time';
        }
      },
      allowEmptySchema: { unknown: true, custom: true, any: true },
    },
  );
}
