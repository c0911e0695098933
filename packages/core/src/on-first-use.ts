/**
 * Makes a value at its first use rather than at start-up (an optional driver's module
 * graph, a client for it). A failed attempt is forgotten, so the next caller tries again.
 */
export function onFirstUse<T>(create: () => Promise<T>) {
  let made: Promise<T> | undefined;
  return {
    get: (): Promise<T> => {
      made ??= create().catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      return made;
    },
    /** The value, if some caller asked for it; never loads anything itself. */
    ifMade: (): Promise<T> | undefined => made,
  };
}
