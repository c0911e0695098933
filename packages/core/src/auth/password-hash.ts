import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile (19 MiB, t=2, p=1). `algorithm: 2` is
 * Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
 */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for e-mails that have no account, so the
 * response time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
