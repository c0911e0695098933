/** `%fragment%` for LIKE, with the fragment's own % _ and \ matched literally. */
export const containsPattern = (fragment: string): string =>
  `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
