/** Values published by playwright.config.ts (evaluated in every worker before the tests). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

/** The origin the server was started with; state-changing API calls must send it as Origin. */
export const baseURL = required('E2E_BASE_URL');

/** The server's DATA_DIR: its .eml mailbox lives in DATA_DIR/mail. */
export const dataDir = required('E2E_DATA_DIR');

export const superAdmin = {
  email: required('E2E_SUPER_ADMIN_EMAIL'),
  password: required('E2E_SUPER_ADMIN_PASSWORD'),
  firstName: 'Super',
} as const;
