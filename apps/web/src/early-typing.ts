/**
 * What was typed into a prerendered page before its app hydrated (issue 15). Hydration keeps
 * the text on screen, but a controlled field's state still holds what the page was built
 * with, and React's change tracking has taken the typed text as the field's last value: the
 * next keystroke would sync them, a press of "Sign in" before one would send an empty field.
 * A password manager's fill before hydration is the same case. So once the app has committed,
 * each field whose text differs from what React rendered is told of it as one input event,
 * as if typed then, with focus and caret left where they were. Text fields only: the
 * prerendered pages have no select, and checkboxes keep what hydration finds.
 */

/** Fields whose value is text a person types; checkable and button-like inputs are not. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
]);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: Element): element is TextField {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NOT_TYPED.has(element.type);
}

/** The value setter of the element's own class, past React's tracker on the instance. */
function nativeValueSetter(field: TextField): ((value: string) => void) | undefined {
  const proto = Object.getPrototypeOf(field) as object;
  return Object.getOwnPropertyDescriptor(proto, 'value')?.set;
}

function caretOf(field: TextField): [number, number] | null {
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return [field.selectionStart, field.selectionEnd];
  } catch {
    // Types without a caret (email, number) throw in some engines.
    return null;
  }
}

function replayTyped(field: TextField): void {
  const typed = field.value;
  // After hydration defaultValue is what React rendered: equal means nothing to tell.
  if (typed === field.defaultValue) return;
  const setter = nativeValueSetter(field);
  if (!setter) return;
  const focused = field.ownerDocument.activeElement === field;
  const caret = focused ? caretOf(field) : null;
  // Through the instance first, so React's tracker holds the rendered value, then the typed
  // text past it: the input event below is then a change React reports to the field.
  field.value = field.defaultValue;
  setter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret) {
    try {
      field.setSelectionRange(caret[0], caret[1]);
    } catch {
      // As above: no caret to put back.
    }
  }
}

/** Tells the app of every field in `root` changed before it hydrated. */
export function replayEarlyTyping(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('input, textarea'))) {
    if (isTextField(element)) replayTyped(element);
  }
}
