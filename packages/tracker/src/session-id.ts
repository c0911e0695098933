/**
 * `sess_<ms>_<22 base-62 chars>` (CLIENT_SESSION_ID): the visitor's capability over its own
 * records, so the random part comes from the CSPRNG. 33 random bytes make 44 base-64
 * characters; dropping `+` and `/` leaves characters uniform over the 62 letters and digits,
 * and fewer than 22 of them remain with a probability under 10^-20.
 */
export const newClientSessionId = (): string =>
  `sess_${Date.now()}_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(33))))
    .replace(/\W/g, '')
    .slice(0, 22)}`;

/** The id carries its own start time, so a reloaded page still knows how long the visit is. */
export const sessionStartedAt = (id: string): number => Number(id.slice(5, 18));
