// The layer check on small fixture monorepos: a clean one passes, each planted mistake fails.
// Run by `npm run lint` (node --test), so the rules cannot silently stop biting.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { checkLayers, importsOf } from './check-layers.mjs';

const roots = [];

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function manifest(name, dependencies = {}, exports = { '.': './src/index.ts' }) {
  return JSON.stringify({ name, exports, dependencies });
}

/** A monorepo that keeps every rule; `extra` adds or overwrites files to plant a mistake. */
function fixture(extra = {}) {
  const root = mkdtempSync(join(tmpdir(), 'check-layers-'));
  roots.push(root);
  const files = {
    'package.json': JSON.stringify({
      workspaces: ['apps/*', 'packages/*'],
      devDependencies: { vitest: '*' },
    }),
    'packages/contracts/package.json': manifest('@advance/contracts', { zod: '*' }),
    'packages/contracts/src/index.ts': "import { z } from 'zod';\nexport const id = z.string();\n",
    'packages/db/package.json': manifest('@advance/db', { kysely: '*' }),
    'packages/db/src/index.ts': "export type { Kysely } from 'kysely';\n",
    'packages/core/package.json': manifest('@advance/core', {
      '@advance/contracts': '*',
      '@advance/db': '*',
    }),
    'packages/core/src/index.ts': "export * from './logger';\nexport * from './deps';\n",
    'packages/core/src/logger.ts': 'export interface Logger { info: (m: string) => void }\n',
    'packages/core/src/deps.ts':
      "import type { Kysely } from '@advance/db';\nimport type { Logger } from './logger';\n" +
      'export interface CoreDeps { db: Kysely; log: Logger }\n',
    'packages/core/src/thing.test.ts':
      "import { it } from 'vitest';\nimport { id } from '@advance/contracts';\nit('x', () => id);\n",
    'packages/api/package.json': manifest('@advance/api', {
      '@advance/core': '*',
      '@trpc/server': '*',
    }),
    'packages/api/src/index.ts':
      "import { initTRPC } from '@trpc/server';\nimport type { CoreDeps } from '@advance/core';\n" +
      'export type AppRouter = CoreDeps;\nexport const t = initTRPC;\n',
    'apps/web/package.json': manifest('@advance/web', {
      '@advance/api': '*',
      '@advance/contracts': '*',
      react: '*',
    }),
    'apps/web/src/main.tsx':
      "// import { secret } from '@advance/core';\nimport { useState } from 'react';\n" +
      "import type { AppRouter } from '@advance/api';\nimport './styles.css';\n" +
      'export const state: [AppRouter, typeof useState] | null = null;\n',
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('checkLayers', () => {
  it('passes a monorepo that keeps the rules (comments, type imports and CSS do not count)', () => {
    assert.deepEqual(checkLayers(fixture()), []);
  });

  it('fails when core imports Fastify, tRPC or the api package', () => {
    const root = fixture({
      'packages/core/package.json': manifest('@advance/core', {
        '@advance/api': '*',
        '@trpc/server': '*',
        fastify: '*',
      }),
      'packages/core/src/bad.ts':
        "import Fastify from 'fastify';\nimport { TRPCError } from '@trpc/server';\n" +
        "import type { AppRouter } from '@advance/api';\nexport { Fastify, TRPCError };\n" +
        'export type R = AppRouter;\n',
    });
    const problems = checkLayers(root).join('\n');
    assert.match(problems, /bad\.ts: imports fastify: core is framework-free/);
    assert.match(problems, /bad\.ts: imports @trpc\/server: core is framework-free/);
    assert.match(problems, /bad\.ts: imports @advance\/api: core may not import a layer above/);
  });

  it('fails when db or contracts import a workspace package', () => {
    const root = fixture({
      'packages/db/package.json': manifest('@advance/db', { '@advance/contracts': '*' }),
      'packages/db/src/rows.ts': "import { id } from '@advance/contracts';\nexport { id };\n",
      'packages/contracts/package.json': manifest('@advance/contracts', { '@advance/db': '*' }),
      'packages/contracts/src/db.ts': "export type { Kysely } from '@advance/db';\n",
    });
    const problems = checkLayers(root).join('\n');
    assert.match(problems, /db\/src\/rows\.ts: imports @advance\/contracts: db is a leaf/);
    assert.match(problems, /contracts\/src\/db\.ts: imports @advance\/db: contracts is a leaf/);
  });

  it('fails when web imports server code, or api for more than types', () => {
    const root = fixture({
      'apps/web/src/bad.ts':
        "import { CoreDeps } from '@advance/core';\nimport { type AppRouter, t } from '@advance/api';\n" +
        'export const x: [CoreDeps, AppRouter, typeof t] | null = null;\n',
    });
    const problems = checkLayers(root).join('\n');
    assert.match(problems, /web\/src\/bad\.ts: imports @advance\/core: the browser app never/);
    assert.match(problems, /web\/src\/bad\.ts: imports @advance\/api: web takes only types/);
  });

  it('fails on an import the package.json does not declare, workspace or npm', () => {
    const root = fixture({
      'packages/api/src/extra.ts':
        "import { id } from '@advance/contracts';\nimport { z } from 'zod';\nexport { id, z };\n",
    });
    const problems = checkLayers(root).join('\n');
    assert.match(problems, /extra\.ts: imports @advance\/contracts, which @advance\/api's/);
    assert.match(problems, /extra\.ts: imports zod, which @advance\/api's package\.json/);
  });

  it('fails on an import cycle, also one made of type imports only', () => {
    const root = fixture({
      'packages/core/src/logger.ts':
        "import type { CoreDeps } from './deps';\nexport interface Logger { deps?: CoreDeps }\n",
    });
    const problems = checkLayers(root);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^import cycle: packages\/core\/src\/(deps|logger)\.ts → /);
  });
});

describe('importsOf', () => {
  it('reads static, multi-line, re-export, side-effect and dynamic imports, not comments', () => {
    const found = importsOf(
      "import a from 'a';\nimport {\n  b,\n  type c,\n} from 'b';\nimport type { d } from 'd';\n" +
        "export * from './e';\nexport type { f } from './f';\nimport 'g';\n" +
        "const h = await import('h');\n/* import x from 'x'; */\nconst s = '// not a comment';\n",
    );
    assert.deepEqual(found, [
      { specifier: 'a', typeOnly: false },
      { specifier: 'b', typeOnly: false },
      { specifier: 'd', typeOnly: true },
      { specifier: './e', typeOnly: false },
      { specifier: './f', typeOnly: true },
      { specifier: 'g', typeOnly: false },
      { specifier: 'h', typeOnly: false },
    ]);
  });
});
