/**
 * Turns the client build's index.html into each prerendered page and the app shell (issue
 * 15): the page's <title> and description, its markup inside #root. Every edit must find
 * exactly what it replaces, so a changed template fails the build instead of shipping a page
 * with the wrong title or an empty body.
 */

export interface PageHead {
  /** The full <title> text ("About Us | Benefit Advance"). */
  title: string;
  description: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const ROOT = /<div id="root"><\/div>/;
/** The shell's "needs JavaScript" note: a prerendered page reads fine without it. */
const SHELL_ONLY = /\s*<noscript data-shell-only>[\s\S]*?<\/noscript>/;

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ATTRIBUTE_ESCAPES[char] as string);
}

function expectOnce(html: string, pattern: RegExp, what: string): void {
  const found = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (found !== 1) throw new Error(`index.html should hold ${what} once; found ${found}`);
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  expectOnce(html, pattern, what);
  // A function, so "$" in the replacement is never read as a pattern reference.
  return html.replace(pattern, () => replacement);
}

function withHead(template: string, head: PageHead): string {
  const titled = replaceOnce(
    template,
    TITLE,
    `<title>${escapeHtml(head.title)}</title>`,
    '<title>',
  );
  return replaceOnce(
    titled,
    DESCRIPTION,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    'the description meta',
  );
}

const HTML_LANG = /<html lang="[^"]*">/;

/** Issue 20: the document's language (`<html lang="es-US">`), for a page in another language. */
export function withHtmlLang(template: string, tag: string): string {
  if (tag === 'en-US') return template;
  return replaceOnce(template, HTML_LANG, `<html lang="${escapeHtml(tag)}">`, '<html lang>');
}

const BODY_END = /<\/body>/;

/**
 * A prerendered page: the template with this page's head and markup, and `data` (elements
 * the app reads, not shows) at the end of the body, outside #root.
 */
export function pageHtml(template: string, head: PageHead, markup: string, data = ''): string {
  const page = replaceOnce(
    withHead(template, head),
    ROOT,
    `<div id="root">${markup}</div>`,
    '#root',
  );
  const withData = data ? replaceOnce(page, BODY_END, `${data}\n  </body>`, '</body>') : page;
  return replaceOnce(withData, SHELL_ONLY, '', 'the shell-only noscript');
}

/** The empty shell for every other app route: rendered in the browser. */
export function shellHtml(template: string, head: PageHead): string {
  const shell = withHead(template, head);
  expectOnce(shell, ROOT, 'an empty #root');
  return shell;
}
