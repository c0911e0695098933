/** The customer's account page: profile, password, passkeys, sessions, language. */
export const account = {} as const;
