/** What a key press in the chat box does (spec part 5: Enter sends, Shift+Enter adds a line). */
export type ChatKeyAction = 'send' | 'newline' | 'type';

export interface ChatKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method (Japanese, Chinese…) is composing: its Enter picks a word. */
  isComposing: boolean;
}

export function chatKeyAction({ key, shiftKey, isComposing }: ChatKey): ChatKeyAction {
  if (key !== 'Enter' || isComposing) return 'type';
  return shiftKey ? 'newline' : 'send';
}

/** Spec part 5: a message that is blank once trimmed is empty; nothing sends while sending. */
export function canSend(draft: string, sending: boolean): boolean {
  return !sending && draft.trim() !== '';
}

/** The box grows with its text up to `maxPx`, then scrolls. */
export function fittedHeight(
  scrollHeight: number,
  maxPx: number,
): { height: number; scrolls: boolean } {
  return { height: Math.min(scrollHeight, maxPx), scrolls: scrollHeight > maxPx };
}
