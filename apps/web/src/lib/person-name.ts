export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/** "Jane Doe"; either part may be missing. */
export function fullName({ firstName, lastName }: NameParts): string {
  return [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The full name, or the e-mail for an account that has no name on file. */
export function nameOrEmail(person: NameParts & { email: string }): string {
  return fullName(person) || person.email;
}
