import { APPLICANT_FIELDS, type ApplicantField } from './applicant-fields';

/*
 * Issue 15: the wizard's lean first step (application-entry.tsx) is a plain form until the
 * wizard has loaded; then the wizard takes its place. What passes from the one to the other,
 * so that a keyboard or screen-reader user notices nothing: what was typed, where focus and
 * the caret were, and whether Next was already pressed.
 */

/** The control that had focus in the lean form: a field (with its caret) or Next. */
export interface FocusedControl {
  control: ApplicantField | 'next';
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | null;
}

export interface WizardHandOver {
  /** Every field of the lean form as it stands (blank ones included). */
  typed: Record<ApplicantField, string>;
  /** Where focus was in the lean form, or null when it was elsewhere. */
  focus: FocusedControl | null;
  /** Next was pressed before the wizard had loaded: the wizard checks step 1 at once. */
  next: boolean;
  /** Set once the wizard's step 1 has put focus back (a later remount of it must not). */
  applied: boolean;
}

const isApplicantField = (name: string): name is ApplicantField =>
  (APPLICANT_FIELDS as readonly string[]).includes(name);

/** The lean form's state, read in the same task as the wizard replaces it. */
export function captureHandOver(form: HTMLFormElement | null, next: boolean): WizardHandOver {
  const typed = Object.fromEntries(APPLICANT_FIELDS.map((field) => [field, ''])) as Record<
    ApplicantField,
    string
  >;
  let focus: FocusedControl | null = null;
  if (form) {
    for (const field of APPLICANT_FIELDS) {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement) typed[field] = input.value;
    }
    const active = form.ownerDocument.activeElement;
    if (
      active instanceof HTMLInputElement &&
      form.contains(active) &&
      isApplicantField(active.name)
    )
      focus = {
        control: active.name,
        // null for an e-mail input: the browser does not say where its caret is.
        selectionStart: active.selectionStart,
        selectionEnd: active.selectionEnd,
        selectionDirection: active.selectionDirection,
      };
    else if (
      active instanceof HTMLButtonElement &&
      form.contains(active) &&
      active.type === 'submit'
    )
      focus = {
        control: 'next',
        selectionStart: null,
        selectionEnd: null,
        selectionDirection: null,
      };
  }
  return { typed, focus, next, applied: false };
}

/** The typed values worth keeping: a blank field leaves the draft's (or the account's) value. */
export function typedValues(
  typed: Record<ApplicantField, string>,
): Partial<Record<ApplicantField, string>> {
  return Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== ''));
}

/** The focus and Next to apply, the first time a form asks; null after that. */
export function takeHandOver(
  handOver: WizardHandOver | undefined,
): Pick<WizardHandOver, 'focus' | 'next'> | null {
  if (!handOver || handOver.applied) return null;
  handOver.applied = true;
  return handOver;
}

/** Puts focus and the caret back where they were, on the wizard's own form. */
export function restoreFocus(form: HTMLFormElement, focus: FocusedControl): void {
  if (focus.control === 'next') {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus({ preventScroll: true });
    return;
  }
  const input = form.elements.namedItem(focus.control);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus({ preventScroll: true });
  const end = input.value.length;
  try {
    if (focus.selectionStart !== null)
      input.setSelectionRange(
        focus.selectionStart,
        focus.selectionEnd ?? focus.selectionStart,
        focus.selectionDirection ?? 'none',
      );
    else caretAtEnd(input, end);
  } catch {
    // An input type without a caret to place: focus is what matters.
  }
}

/**
 * An e-mail input neither tells nor takes its caret position; typing goes at the end, so
 * that is where it is put back (as a text input for the moment it takes).
 */
function caretAtEnd(input: HTMLInputElement, end: number): void {
  const { type } = input;
  if (type === 'text' || type === 'tel') {
    input.setSelectionRange(end, end);
    return;
  }
  input.type = 'text';
  input.setSelectionRange(end, end);
  input.type = type;
}
