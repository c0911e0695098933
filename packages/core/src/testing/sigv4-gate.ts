import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';

export interface SigningGate {
  url: string;
  upstream: string;
  /** Requests that passed the check, newest last. */
  seen: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close: () => Promise<void>;
}

/** An HTTP proxy to `upstream` that lets through only correctly SigV4-signed requests. */
export async function startSigningGate(upstream: string, secrets: Record<string, string>) {
  const seen: SigningGate['seen'] = [];
  const server: Server = createServer((req, res) => {
    if (!hasValidSignature(req, secrets)) {
      refuse(req, res);
      return;
    }
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const forward = httpRequest(
      `${upstream}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, res).catch(() => res.destroy());
      },
    );
    // A client that aborts its upload aborts the forwarded one too.
    pipeline(req, forward).catch(() => forward.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstream,
    seen,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  } satisfies SigningGate;
}

function refuse(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end('<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code></Error>');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The AWS Signature Version 4 check, for presigned URLs and Authorization headers. */
function hasValidSignature(req: IncomingMessage, secrets: Record<string, string>): boolean {
  const url = new URL(req.url ?? '/', 'http://gate');
  const params = signatureParams(req, url);
  if (!params) return false;
  const [accessKeyId = '', date = '', region = '', service = ''] = params.credential.split('/');
  const secret = secrets[accessKeyId];
  if (!secret) return false;

  const canonicalQuery = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = params.signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    params.signedHeaders,
    params.payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', params.amzDate, scope, sha256(canonicalRequest)].join(
    '\n',
  );
  const signingKey = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${secret}`,
  );
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(params.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signatureParams(req: IncomingMessage, url: URL) {
  const query = url.searchParams;
  if (query.has('X-Amz-Signature')) {
    const amzDate = query.get('X-Amz-Date') ?? '';
    const issued = Date.parse(
      amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!(issued + Number(query.get('X-Amz-Expires')) * 1000 >= Date.now())) return null;
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
      signature: query.get('X-Amz-Signature') ?? '',
      amzDate,
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    };
  }
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match) return null;
  return {
    credential: match[1] ?? '',
    signedHeaders: match[2] ?? '',
    signature: match[3] ?? '',
    amzDate: String(req.headers['x-amz-date'] ?? ''),
    payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
  };
}
