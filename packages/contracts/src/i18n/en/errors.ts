/** Validation texts and server error messages shown to customers, found by their English text (localize-message). */
export const errors = {} as const;
