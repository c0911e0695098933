#!/usr/bin/env node
// `npm run cluster`: two app instances on one PostgreSQL behind nginx (Debian's package),
// on this machine, as a scaled deployment runs them: WebSocket upgrades through the proxy,
// round robin without sticky sessions, TRUST_PROXY set so limits and logs see the client
// address, and one shared DATA_DIR for documents. The test in
// apps/server/src/cluster.process.test.ts starts the same cluster through startCluster().
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where Debian puts nginx; PATH first, for other systems. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/**
 * The proxy in front of the instances. nginx is the first hop, so it replaces any
 * X-Forwarded-For a client sent with the address it saw (a client cannot forge its
 * address), and the apps trust exactly one hop (TRUST_PROXY=1).
 */
export function nginxConfig({ prefix, listenPort, upstreamPorts }) {
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return `${user}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Documents are up to 10 MB; the app enforces the real limit while streaming.
  client_max_body_size 11m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream app {
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A dead instance's idempotent requests go to the other one; a POST is never sent
      # twice (nginx does not retry non-idempotent requests unless told to).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      # Live sockets stay open for minutes; the app pings every 30 s.
      proxy_read_timeout 300s;
      proxy_request_buffering off;
      # Which instance answered: for operators and for the cluster test.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
async function waitFor(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process behind ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
}

/**
 * Starts the instances and the proxy. `command` runs one instance (default: the built
 * bundle, as `npm start` runs it). Resolves once the proxy answers /readyz.
 */
export async function startCluster({
  databaseUrl,
  proxyPort = 8080,
  instancePorts = [3101, 3102],
  dataDir = join(root, '.data', 'cluster'),
  command = [process.execPath, join(root, 'apps/server/dist/main.js')],
  env = {},
  output = 'inherit',
} = {}) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: apt-get install nginx-light (or nginx)');
  mkdirSync(dataDir, { recursive: true });
  const origin = `http://localhost:${proxyPort}`;
  const children = [];
  const instances = [];

  const startInstance = (port, index) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_ORIGIN: origin,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        TRUST_PROXY: '1',
        ...env,
      },
      stdio: ['ignore', output, output],
    });
    const instance = { index, port, child, url: `http://127.0.0.1:${port}`, exited: false };
    child.on('exit', () => {
      instance.exited = true;
    });
    children.push(child);
    instances[index] = instance;
    return instance;
  };

  // The first instance migrates and creates the super admin; the second starts after it.
  const first = startInstance(instancePorts[0], 0);
  await waitFor(`${first.url}/readyz`, 60_000, () => !first.exited);
  for (let i = 1; i < instancePorts.length; i += 1) {
    const next = startInstance(instancePorts[i], i);
    await waitFor(`${next.url}/readyz`, 60_000, () => !next.exited);
  }

  const prefix = mkdtempSync(join(tmpdir(), 'advance-nginx-'));
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, listenPort: proxyPort, upstreamPorts: instancePorts }));
  const proxy = spawn(nginx, ['-p', prefix, '-c', conf], {
    stdio: ['ignore', output, output],
  });
  let proxyExited = false;
  proxy.on('exit', () => {
    proxyExited = true;
  });
  children.push(proxy);
  const url = `http://127.0.0.1:${proxyPort}`;
  await waitFor(`${url}/readyz`, 15_000, () => !proxyExited);

  const stopChild = (child) =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });

  return {
    url,
    origin,
    instances,
    proxy,
    dataDir,
    stop: async () => {
      await Promise.all(children.map(stopChild));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function main() {
  /** @type {Record<string, string | undefined>} */
  const env = process.env;
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(
      'npm run cluster needs PostgreSQL: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run cluster\n',
    );
    process.exit(1);
  }
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@advance/server', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const proxyPort = Number(env.CLUSTER_PORT ?? 8080);
  const cluster = await startCluster({ databaseUrl, proxyPort });
  process.stdout.write(
    `\nBenefit Advance cluster: ${cluster.origin} (nginx) → ${cluster.instances
      .map((i) => i.url)
      .join(', ')}\nCtrl+C stops it.\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
