import {
  createHash,
  createSign,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/**
 * A software WebAuthn authenticator for tests: real P-256 keys, real CBOR/COSE attestation
 * ("none" format) and real ECDSA assertions, built here with node:crypto, so the server's
 * @simplewebauthn/server check runs for real. It plays the browser too (client data JSON).
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

const head = (major: number, length: number): number[] => {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [
    (major << 5) | 26,
    (length >>> 24) & 0xff,
    (length >> 16) & 0xff,
    (length >> 8) & 0xff,
    length & 0xff,
  ];
};

/** The subset of CBOR (RFC 8949) WebAuthn needs: ints, byte and text strings, arrays, maps. */
export function encodeCbor(value: Cbor): Uint8Array {
  const out: number[] = [];
  const write = (v: Cbor) => {
    if (typeof v === 'number') {
      out.push(...(v >= 0 ? head(0, v) : head(1, -1 - v)));
    } else if (typeof v === 'string') {
      const bytes = new TextEncoder().encode(v);
      out.push(...head(3, bytes.length), ...bytes);
    } else if (v instanceof Uint8Array) {
      out.push(...head(2, v.length), ...v);
    } else if (Array.isArray(v)) {
      out.push(...head(4, v.length));
      for (const item of v) write(item);
    } else {
      out.push(...head(5, v.size));
      for (const [k, item] of v) {
        write(k);
        write(item);
      }
    }
  };
  write(value);
  return new Uint8Array(out);
}

const b64url = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: string;
  rpId: string;
  /** The user handle the server gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  signCount: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    /** The page's origin, as a browser would put it in the client data. */
    private readonly origin: string,
    private readonly options: {
      backedUp?: boolean;
      counter?: boolean;
      /** false: an authenticator without PIN or biometrics (UV flag never set). */
      userVerified?: boolean;
    } = {},
  ) {}

  private get uvFlag() {
    return this.options.userVerified === false ? 0 : FLAG_UV;
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON. */
  create(
    options: CreationOptions,
    /** `reuse`: attest an existing credential again (what a hostile client could replay). */
    overrides: { rpId?: string; origin?: string; reuse?: SoftCredential } = {},
  ) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
    if (!overrides.reuse && this.credentials.some((c) => excluded.has(c.id) && c.rpId === rpId))
      throw new Error('InvalidStateError: this authenticator is already registered');
    const { privateKey, publicKey } =
      overrides.reuse ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = overrides.reuse
      ? Buffer.from(overrides.reuse.id, 'base64url')
      : randomBytes(16);
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = encodeCbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const credential: SoftCredential = {
      id: b64url(credentialId),
      rpId,
      userHandle: options.user.id,
      privateKey,
      publicKey,
      signCount: 0,
    };
    const backup = this.options.backedUp ? FLAG_BE | FLAG_BS : 0;
    const authData = new Uint8Array([
      ...sha256(rpId),
      FLAG_UP | this.uvFlag | FLAG_AT | backup,
      ...u32(credential.signCount),
      ...new Uint8Array(16), // AAGUID: none
      credentialId.length >> 8,
      credentialId.length & 0xff,
      ...credentialId,
      ...cose,
    ]);
    const attestationObject = encodeCbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: overrides.origin ?? this.origin,
      crossOrigin: false,
    });
    if (!overrides.reuse) this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get() with a discoverable credential: an AuthenticationResponseJSON. */
  get(
    options: RequestOptions,
    overrides: {
      credential?: SoftCredential;
      rpId?: string;
      origin?: string;
      signCount?: number;
    } = {},
  ) {
    const credential = overrides.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error('NotAllowedError: no passkey for this site');
    if (this.options.counter !== false) credential.signCount += 1;
    const signCount =
      overrides.signCount ?? (this.options.counter === false ? 0 : credential.signCount);
    const rpId = overrides.rpId ?? options.rpId ?? credential.rpId;
    const authData = new Uint8Array([...sha256(rpId), FLAG_UP | this.uvFlag, ...u32(signCount)]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
    const signature = signer.sign(credential.privateKey); // DER, as WebAuthn wants for ES256
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
