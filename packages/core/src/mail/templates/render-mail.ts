import { DEFAULT_LOCALE, type Locale, translatorFor } from '@advance/contracts';
import { createElement } from 'react';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';

interface MailFooter {
  brand: string;
  notice: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The plain-text part, written from the same content (not scraped from the HTML). */
function plainText(subject: string, content: MailContent, footer: MailFooter): string {
  const parts: string[] = [content.heading ?? subject];
  if (content.greeting) parts.push(content.greeting);
  for (const block of content.blocks) {
    if (block.kind === 'list') parts.push(block.items.map((item) => `- ${item}`).join('\n'));
    else parts.push(block.text);
  }
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push(...(content.smallPrint ?? []));
  parts.push(`--\n${footer.brand}`, footer.notice);
  return `${parts.join('\n\n')}\n`;
}

/**
 * Every e-mail goes through here: React Email renders the HTML part, the plain-text part is
 * built from the same content, and both end with the brand and the benefits notice (the
 * anti-scam line). The renderer is loaded on first use, so a server that sends no mail never
 * loads it.
 */
export async function renderMail(
  subject: string,
  content: MailContent,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderedMail> {
  const { render } = await import('@react-email/render');
  const t = translatorFor(locale, 'mail');
  const footer: MailFooter = { brand: t('layout.brand'), notice: t('layout.notice') };
  const html = await render(createElement(MailLayout, { subject, content, footer, locale }));
  return { subject, text: plainText(subject, content, footer), html };
}
