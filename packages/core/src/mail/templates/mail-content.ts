/** A block of a mail's body: a paragraph, a bulleted list, or a sub-heading. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'heading'; text: string };

/**
 * What a template says; `renderMail` turns it into the HTML part (React Email) and the plain-text
 * part, so both always say the same thing. Templates are data: words come from contracts.
 */
export interface MailContent {
  /** The line mail clients show after the subject. */
  preview: string;
  /** The visible title; the subject when left out. */
  heading?: string;
  greeting?: string;
  blocks: MailBlock[];
  /** One call to action (a link the plain text prints in full). */
  action?: { label: string; url: string };
  /** Small print before the footer (legal notices such as the ECOA text). */
  smallPrint?: string[];
}

export const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
export const list = (items: string[]): MailBlock => ({ kind: 'list', items });
export const subheading = (text: string): MailBlock => ({ kind: 'heading', text });
