/** In UTF-16 code units, after cleaning; a cut never splits a surrogate pair. */
export const FILE_NAME_MAX_LENGTH = 255;

const FALLBACK_NAME = 'document';

/** Half of a surrogate pair without its other half: encodeURIComponent throws on those. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 (CR, LF and TAB included), DEL, C1, and the bidi embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const INVISIBLE_OR_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/**
 * Spaces, dots and zero-width characters at either end. Zero-width joiners are only cut at
 * the edges: inside a name they hold emoji sequences together.
 */
const EDGE_JUNK = /^[\s.\u200B-\u200D\u2060\uFEFF]+|[\s.\u200B-\u200D\u2060\uFEFF]+$/g;
/** The last `.xyz`, up to 10 characters after the dot, kept when a long name is cut. */
const EXTENSION = /\.[^.\s]{1,10}$/;

const trimEdges = (name: string): string => name.replace(EDGE_JUNK, '');

/** The last path segment: a name is never a path, whichever separator the client used. */
function lastSegment(name: string): string {
  const segments = name.split(/[/\\]/);
  return segments[segments.length - 1] ?? '';
}

/** Cuts to at most `length` code units, dropping a high surrogate left without its pair. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const lastKept = text.charCodeAt(length - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsPair ? length - 1 : length);
}

/** Shortens the stem and keeps the extension, so `.pdf` survives a very long name. */
function shorten(name: string): string {
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  // The cut may leave a trailing space, dot or dangling joiner in the stem.
  const shortStem = trimEdges(cutAt(stem, FILE_NAME_MAX_LENGTH - extension.length));
  return trimEdges(shortStem + extension);
}

/** The display/download name we store for an uploaded file. Never used as a storage path. */
export function cleanFileName(raw: string): string {
  const normalized = raw.replace(LONE_SURROGATES, '').normalize('NFC');
  const visible = lastSegment(normalized).replace(INVISIBLE_OR_CONTROL, '');
  const name = trimEdges(visible.replace(/\s+/g, ' '));
  const short = name.length > FILE_NAME_MAX_LENGTH ? shorten(name) : name;
  return short || FALLBACK_NAME;
}
