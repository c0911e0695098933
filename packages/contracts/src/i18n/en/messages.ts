/** The Message Center and the toasts that announce messages. */
export const messages = {} as const;
