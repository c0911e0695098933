import { PASSWORD_MIN_LENGTH, validationMessages } from '@advance/contracts';
import { DomainError } from '../errors';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The ranked list of breached passwords that zxcvbn-ts ships (about 49,000, from public
 * breach corpora), read from the installed package: no network call. Loaded on first use,
 * on the server only (the web bundle never imports core). Entries shorter than the minimum
 * length are dropped, since the schema refuses those anyway.
 */
const loadCommonPasswords = (): Promise<Set<string>> => {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN_LENGTH)),
  );
  return commonPasswords;
};

/** The list is lower-case, so `Password123` counts as `password123`. */
export const isCommonPassword = async (password: string): Promise<boolean> =>
  (await loadCommonPasswords()).has(password.toLowerCase());

/**
 * Refuses a breached password wherever one is chosen (sign-up, the application's new
 * account, reset), as a 400 on the form's password field.
 */
export async function assertPasswordNotCommon(password: string, field = 'password') {
  if (!(await isCommonPassword(password))) return;
  throw new DomainError('BAD_REQUEST', validationMessages.passwordTooCommon, {
    fieldErrors: { [field]: validationMessages.passwordTooCommon },
  });
}
