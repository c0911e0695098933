import { TRACKER_ELEMENT_TEXT_MAX } from '@advance/tracker-schemas/constants';

/** Whitespace collapsed, trimmed, cut to the spec's 100 characters; null when empty. */
export const trimText = (text: string | null | undefined): string | null =>
  text?.replace(/\s+/g, ' ').trim().slice(0, TRACKER_ELEMENT_TEXT_MAX) || null;

/** An element's id, or null (not an element, or no id). Our ids are short. */
export const elementId = (target: EventTarget | null | undefined): string | null =>
  (target as Element | null)?.id || null;

/**
 * What a click records: the link or button it landed in (the icon inside a button), with
 * its text, our own UI words. Any other element's text may be the visitor's data on screen
 * (a name, an amount, a chat message), so a click there records the element id alone.
 */
export function describeClick(target: EventTarget | null) {
  const control = (target as Element | null)?.closest?.('a,button');
  return { elementId: elementId(control ?? target), elementText: trimText(control?.textContent) };
}
