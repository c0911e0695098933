import type { Locale } from '@advance/contracts';

/**
 * Stores a signed-in customer's choice on the account (issue 20), through the REST door so
 * a public page does not load the tRPC client for it. A failure is not shown: the cookie
 * already holds the choice on this browser, and the next switch tries again.
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  try {
    await fetch('/api/account/locale', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
      credentials: 'same-origin',
    });
  } catch {
    // Offline: the cookie still carries the choice.
  }
}
