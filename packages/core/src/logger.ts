/**
 * What core logs through. Its own file because services (mail, live feed, tracking) take a
 * Logger and `deps.ts` imports those services' types: one shared file would be an import cycle.
 */
export interface Logger {
  info: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
