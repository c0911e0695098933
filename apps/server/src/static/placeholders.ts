/**
 * Placeholders the web build leaves in its text files (issue 15 contract): the site's origin,
 * for absolute URLs in robots.txt and sitemap.xml, and figures that depend on today's date.
 */
export const ORIGIN_PLACEHOLDER = '%%ORIGIN%%';
const FIGURE_PATTERN = /%%fig:([A-Za-z0-9_.-]+)%%/g;

export const fillOrigin = (text: string, origin: string): string =>
  text.replaceAll(ORIGIN_PLACEHOLDER, origin);

export const hasFigures = (text: string): boolean => new RegExp(FIGURE_PATTERN).test(text);

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** As React escapes text, so a figure with `&` or `<` reads the same before and after hydration. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);

/**
 * Puts each figure's display string in place, escaped for HTML (figures sit in prerendered
 * pages, in text or attributes). A name the figures do not know is a build and server out of
 * step: it becomes an empty string (the page still serves) and is reported.
 */
export function fillFigures(
  html: string,
  figures: Readonly<Record<string, string>>,
): { text: string; unknown: string[] } {
  const unknown = new Set<string>();
  const filled = html.replace(FIGURE_PATTERN, (_match, name: string) => {
    if (Object.hasOwn(figures, name)) return escapeHtml(figures[name] as string);
    unknown.add(name);
    return '';
  });
  return { text: filled, unknown: [...unknown] };
}
