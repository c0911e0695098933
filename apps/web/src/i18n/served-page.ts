/**
 * Whether this document arrived prerendered (start-app.tsx marks it before hydrating). Such
 * a page is in the language the server chose; switching it while React may still hydrate
 * parts of it would mismatch their markup, so use-account-locale reloads it instead.
 */
let prerendered = false;

export const markPrerendered = (): void => {
  prerendered = true;
};

export const wasPrerendered = (): boolean => prerendered;
