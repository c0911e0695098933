import { passkeyMessages } from '@advance/contracts';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../lib/errors';

/** The browser has the WebAuthn API (every browser we serve; not jsdom or very old ones). */
export const browserHasPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * Whether to offer passkeys. False on the first render, checked in an effect: a
 * prerendered page must render in the browser as it did at build time.
 */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserHasPasskeys()), []);
  return supported;
}

/** Loaded on the first click, so pages that only show the button do not carry it. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * What to tell the user when a passkey ceremony failed: the browser's cancel or timeout
 * (NotAllowedError, AbortError), an authenticator already registered (InvalidStateError),
 * else the server's text.
 */
export function passkeyFailure(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return passkeyMessages.cancelled;
  if (name === 'InvalidStateError') return passkeyMessages.alreadyRegistered;
  return serverMessage(error, fallback);
}
