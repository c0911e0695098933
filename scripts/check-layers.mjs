#!/usr/bin/env node
// The layer rules of docs/architecture.md, checked on every `npm run lint` (decision 013).
// It reads the import statements of every workspace's source files and fails when
//   - a package imports a workspace package its layer may not use (see LAYER_RULES);
//   - a package imports a workspace or npm package its package.json does not declare
//     (npm hoists everything to the root node_modules, so the build would not notice);
//   - the source files import each other in a cycle (relative imports and @advance/*
//     entry points resolved to files; `import type` counts: a type cycle is still a knot).
// Plain Node and regular expressions, no TypeScript parser: it runs in well under a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', '.turbo', '.data', 'coverage']);
const BUILTINS = new Set(builtinModules);

const WORKSPACE = /^@advance\//;
const TRANSPORT = /^(?:fastify|fastify-.+|@fastify\/.+|@trpc\/.+)$/;

/**
 * What each layer may not import. `typeOnly` lists packages a layer may name in
 * `import type` only (erased at build time, so no code crosses the boundary).
 */
const LAYER_RULES = {
  '@advance/core': {
    forbid: [
      [TRANSPORT, 'core is framework-free: no Fastify or tRPC'],
      [/^@advance\/(?:api|server|web)$/, 'core may not import a layer above it'],
      [
        /^@advance\/tracker(?:\/.*)?$/,
        'the browser tracker ships to visitors: use @advance/tracker-schemas',
      ],
    ],
  },
  '@advance/api': {
    forbid: [
      [/^@advance\/(?:server|web|db)(?:\/.*)?$/, 'api calls core, never the database or the host'],
      [
        /^@advance\/tracker(?:\/.*)?$/,
        'the browser tracker ships to visitors: use @advance/tracker-schemas',
      ],
      [
        /^(?:fastify|fastify-.+|@fastify\/.+)$/,
        'api is transport-neutral: Fastify lives in apps/server',
      ],
    ],
  },
  '@advance/db': { forbid: [[WORKSPACE, 'db is a leaf: it imports no workspace package']] },
  '@advance/contracts': {
    forbid: [[WORKSPACE, 'contracts is a leaf: it imports no workspace package']],
  },
  '@advance/tracker-schemas': {
    forbid: [[WORKSPACE, 'tracker-schemas is a leaf: it imports no workspace package']],
  },
  '@advance/tracker': {
    forbid: [
      [
        /^@advance\/(?!tracker-schemas(?:\/|$))/,
        'the browser tracker imports only @advance/tracker-schemas',
      ],
    ],
  },
  '@advance/client': {
    forbid: [
      [
        /^@advance\/(?:core|db|server|web|tracker)(?:\/.*)?$/,
        'the typed client for scripts carries no server code (issue 21)',
      ],
    ],
    typeOnly: [[/^@advance\/api$/, 'the client takes only types from api: use `import type`']],
  },
  '@advance/web': {
    forbid: [
      [/^@advance\/(?:core|db|server)(?:\/.*)?$/, 'the browser app never imports server code'],
    ],
    typeOnly: [[/^@advance\/api$/, 'web takes only types from api: use `import type`']],
  },
};

/** A package name from an import specifier ('@scope/name/sub' → '@scope/name'). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Source text without comments, so commented-out or documented imports do not count. */
function stripComments(text) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i += 1;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    out += c;
    i += 1;
  }
  return out;
}

const STATIC_IMPORT =
  /(?:^|[\n;{}])\s*(import|export)\s+(type\s+)?(?:[\w*${},\s]+?\s+from\s+)?(['"])([^'"\n]+)\3/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Every module a source file imports, and whether only types cross. */
export function importsOf(text) {
  const code = stripComments(text);
  const found = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    found.push({ specifier: match[4], typeOnly: Boolean(match[2]) });
  }
  for (const match of code.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[2], typeOnly: false });
  }
  return found;
}

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        walk(join(dir, entry.name), files);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(join(dir, entry.name));
    }
  }
  return files;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The workspaces of the root package.json (globs of the form `dir/*` or plain paths). */
function findWorkspaces(root) {
  const patterns = readJson(join(root, 'package.json')).workspaces ?? [];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent).map((name) => join(parent, name));
  });
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = readJson(join(dir, 'package.json'));
      const declared = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
        ...Object.keys(manifest.optionalDependencies ?? {}),
      ]);
      return { dir, name: manifest.name, exports: manifest.exports ?? {}, declared };
    });
}

function exportTarget(value) {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return exportTarget(value.import ?? value.default ?? value.types ?? null);
  }
  return null;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];

function resolveFile(base) {
  const candidates = [base];
  if (/\.(?:m?js|jsx)$/.test(base)) {
    const stem = base.replace(/\.(?:m?js|jsx)$/, '');
    candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
  }
  for (const ext of EXTENSIONS) candidates.push(base + ext);
  for (const ext of EXTENSIONS) candidates.push(join(base, `index${ext}`));
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function resolveWorkspaceImport(specifier, byName) {
  const name = packageOf(specifier);
  const target = byName.get(name);
  if (!target) return null;
  const subpath = `.${specifier.slice(name.length)}`;
  const entry = exportTarget(target.exports[subpath]);
  if (!entry) return null;
  const file = resolveFile(join(target.dir, entry));
  return file && SOURCE.test(file) ? file : null;
}

/** The cycles of a directed graph: one path per strongly connected component (Tarjan). */
function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];

  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = graph.get(node)?.has(node);
    if (component.length > 1 || selfLoop) cycles.push(cyclePath(graph, new Set(component), node));
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One concrete loop through a strongly connected component, from `start` back to it. */
function cyclePath(graph, members, start) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every broken rule under `root`, as readable lines (empty when all is well). */
export function checkLayers(root) {
  const rootManifest = readJson(join(root, 'package.json'));
  // Tools installed once at the root (vitest, typescript, biome) are declared there on purpose.
  const rootDeclared = new Set(Object.keys(rootManifest.devDependencies ?? {}));
  const workspaces = findWorkspaces(root);
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  const problems = [];
  const graph = new Map();

  for (const workspace of workspaces) {
    const rules = LAYER_RULES[workspace.name] ?? { forbid: [] };
    for (const file of walk(workspace.dir)) {
      const where = relative(root, file);
      const edges = new Set();
      graph.set(file, edges);
      for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) {
          const target = resolveFile(resolve(dirname(file), specifier.split('?')[0]));
          if (target && SOURCE.test(target)) edges.add(target);
          continue;
        }
        if (specifier.startsWith('node:') || BUILTINS.has(packageOf(specifier))) continue;
        if (specifier.startsWith('virtual:') || specifier.startsWith('/')) continue;
        const name = packageOf(specifier);
        for (const [pattern, why] of rules.forbid) {
          if (pattern.test(specifier)) problems.push(`${where}: imports ${specifier}: ${why}`);
        }
        for (const [pattern, why] of rules.typeOnly ?? []) {
          if (pattern.test(specifier) && !typeOnly) {
            problems.push(`${where}: imports ${specifier}: ${why}`);
          }
        }
        const declared =
          name === workspace.name || workspace.declared.has(name) || rootDeclared.has(name);
        if (!declared) {
          problems.push(
            `${where}: imports ${specifier}, which ${workspace.name}'s package.json does not declare`,
          );
        }
        const target = resolveWorkspaceImport(specifier, byName);
        if (target) edges.add(target);
      }
    }
  }

  for (const cycle of findCycles(graph)) {
    problems.push(`import cycle: ${cycle.map((file) => relative(root, file)).join(' → ')}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkLayers(root);
  if (problems.length > 0) {
    console.error(`Layer check: ${problems.length} problem(s) (rules: docs/architecture.md)`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
