/** "over $10 million" → "Over $10 million", for figures that start a line. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
