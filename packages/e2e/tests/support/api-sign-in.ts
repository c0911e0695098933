import { type APIRequestContext, expect } from '@playwright/test';
import { hotp } from './totp';

/**
 * Sign-in through the API against any server of the suite (users.ts's helpers are for the
 * shared one). A staff account's first sign-in sets up TOTP with a code for the real time
 * (the server's clock has not moved yet); later ones use a recovery code, which works
 * whatever day the server thinks it is. The codes are kept in `codes`, per server.
 */
export interface StaffCodes {
  recoveryCodes: string[];
}

async function post(request: APIRequestContext, origin: string, path: string, data?: unknown) {
  const response = await request.post(`${origin}${path}`, {
    data: data ?? {},
    headers: { origin },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

export async function signInAt(
  request: APIRequestContext,
  origin: string,
  credentials: { email: string; password: string },
  codes?: StaffCodes,
) {
  const body = await post(request, origin, '/api/login', credentials);
  if (body.mfaSetupRequired) {
    if (!codes) throw new Error(`${credentials.email} is staff: pass a StaffCodes holder`);
    const { secret } = (await post(request, origin, '/api/auth/mfa/totp/setup')) as {
      secret: string;
    };
    const code = hotp(secret.replace(/\s+/g, ''), Math.floor(Date.now() / 30_000));
    const confirmed = (await post(request, origin, '/api/auth/mfa/totp/confirm', { code })) as {
      recoveryCodes: string[];
    };
    codes.recoveryCodes = [...confirmed.recoveryCodes];
    return;
  }
  if (body.mfaRequired) {
    const recoveryCode = codes?.recoveryCodes.shift();
    if (!recoveryCode) throw new Error(`No recovery code left for ${credentials.email}`);
    await post(request, origin, '/api/auth/mfa/verify', { recoveryCode });
  }
}
