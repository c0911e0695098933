/**
 * Issue 20 ("Welcome, Super"): the header greets a person by first name only when that is a
 * real name. The configured super admin is seeded as "Super Admin", and some accounts have
 * no name or a role word in it: those are greeted without a name rather than by an e-mail.
 */
const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set([
  'super',
  'admin',
  'administrator',
  'staff',
  'user',
  'root',
  'test',
  'system',
]);

export const greetingTexts = {
  welcomeNamed: (name: string) => `Welcome, ${name}`,
  welcomeBack: 'Welcome back',
} as const;

/** The first name to greet by, or null when there is no real one. */
export function greetingName(person: { firstName?: string | null }): string | null {
  const first = person.firstName?.trim() ?? '';
  if (first === '' || /[@\d]/.test(first)) return null;
  if (PLACEHOLDER_NAMES.has(first.toLowerCase())) return null;
  return first;
}

/** "Welcome, Jane", or "Welcome back" when there is no real first name. */
export function welcomeText(person: { firstName?: string | null }): string {
  const name = greetingName(person);
  return name ? greetingTexts.welcomeNamed(name) : greetingTexts.welcomeBack;
}
