/** Live chat with support, one time line per application. */
export const chat = {} as const;
