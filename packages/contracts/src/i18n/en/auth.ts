/** Sign-in, passkey sign-in, forgot and reset password: the customer's way in. */
export const auth = {} as const;
