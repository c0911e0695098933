import { createByteTail } from './byte-tail';
import { createTextCheck, MARKUP_WINDOW, markupInHead } from './text-check';
import { readZipEntryNames } from './zip-entries';

/*
 * Decision 008: an upload's type comes from its bytes, checked against an allow list,
 * never from the type or name the client declares. The sniffer sees the bytes as they
 * stream to storage and keeps only a bounded head and tail.
 */

const PDF = 'application/pdf';
const JPEG = 'image/jpeg';
const PNG = 'image/png';
const GIF = 'image/gif';
const WEBP = 'image/webp';
const TIFF = 'image/tiff';
const HEIC = 'image/heic';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TEXT = 'text/plain';
const CSV = 'text/csv';

export const allowedFileTypes: readonly string[] = [
  PDF,
  JPEG,
  PNG,
  GIF,
  WEBP,
  TIFF,
  HEIC,
  DOC,
  DOCX,
  TEXT,
  CSV,
];

export interface FileTypeHints {
  declaredType?: string | undefined;
  fileName?: string | undefined;
}

export interface FileTypeSniffer {
  /** Feed the next chunk. Returns false as soon as the bytes seen so far can no longer be an allowed type (so the caller can stop early). */
  push(chunk: Uint8Array): boolean;
  /** Call after the last chunk: the detected MIME type, or null when not allowed. */
  finish(): string | null;
}

/** Every signature below lies in the first 4 KB. */
const HEAD_BYTES = 4096;
/** The ZIP end record (22 bytes) plus the longest comment (65,535) plus room for the directory. */
const TAIL_BYTES = 66 * 1024;
/** PDF readers accept the header anywhere in the first 1 KB; so do we, and no further. */
const PDF_WINDOW = 1024;

type Verdict = 'match' | 'mismatch' | 'need-more';

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));
const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

/** Compares `expected` at `offset`; a head too short to tell yet says 'need-more'. */
function bytesAt(head: Uint8Array, offset: number, expected: readonly number[]): Verdict {
  const available = Math.min(head.length - offset, expected.length);
  for (let i = 0; i < available; i++) if (head[offset + i] !== expected[i]) return 'mismatch';
  return available < expected.length ? 'need-more' : 'match';
}

function anyOf(...verdicts: Verdict[]): Verdict {
  if (verdicts.includes('match')) return 'match';
  return verdicts.includes('need-more') ? 'need-more' : 'mismatch';
}

function allOf(...verdicts: Verdict[]): Verdict {
  if (verdicts.includes('mismatch')) return 'mismatch';
  return verdicts.includes('need-more') ? 'need-more' : 'match';
}

/** ISO-BMFF `ftyp` box whose major or one of its compatible brands is a HEIF brand. */
function heifVerdict(head: Uint8Array): Verdict {
  const box = bytesAt(head, 4, ascii('ftyp'));
  if (box !== 'match') return box;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  // 16 = size, 'ftyp', major brand, minor version; 0 and 1 (to end of file, 64-bit size)
  // make no sense for this small box.
  if (boxSize < 16) return 'mismatch';
  const brandsEnd = Math.min(boxSize, HEAD_BYTES);
  for (let at = 8; at + 4 <= Math.min(brandsEnd, head.length); at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    if (HEIF_BRANDS.has(latin1(head.subarray(at, at + 4)))) return 'match';
  }
  return head.length < brandsEnd ? 'need-more' : 'mismatch';
}

function pdfVerdict(head: Uint8Array): Verdict {
  if (latin1(head.subarray(0, PDF_WINDOW)).includes('%PDF-')) return 'match';
  return head.length < PDF_WINDOW ? 'need-more' : 'mismatch';
}

/** In priority order: fixed signatures at offset 0 first, the looser PDF rule last. */
const binaryTypes: ReadonlyArray<{ mime: string; test: (head: Uint8Array) => Verdict }> = [
  { mime: PNG, test: (h) => bytesAt(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: JPEG, test: (h) => bytesAt(h, 0, [0xff, 0xd8, 0xff]) },
  { mime: GIF, test: (h) => anyOf(bytesAt(h, 0, ascii('GIF87a')), bytesAt(h, 0, ascii('GIF89a'))) },
  { mime: WEBP, test: (h) => allOf(bytesAt(h, 0, ascii('RIFF')), bytesAt(h, 8, ascii('WEBP'))) },
  {
    mime: TIFF,
    test: (h) =>
      anyOf(bytesAt(h, 0, [0x49, 0x49, 0x2a, 0x00]), bytesAt(h, 0, [0x4d, 0x4d, 0x00, 0x2a])),
  },
  { mime: HEIC, test: heifVerdict },
  { mime: DOC, test: (h) => bytesAt(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  // Only a candidate: whether the ZIP is a Word document is read from its central directory.
  { mime: DOCX, test: (h) => bytesAt(h, 0, ZIP_LOCAL_HEADER) },
  { mime: PDF, test: pdfVerdict },
];

/** The binary type of the head; null when none can match, undefined while undecided. */
function matchBinary(head: Uint8Array, atEnd: boolean): string | null | undefined {
  for (const { mime, test } of binaryTypes) {
    const verdict = test(head);
    if (verdict === 'match') return mime;
    // A type earlier in the list that may still match wins over later ones: wait for it.
    if (verdict === 'need-more' && !atEnd) return undefined;
  }
  return null;
}

function isWordDocument(tail: Uint8Array, totalSize: number): boolean {
  const names = readZipEntryNames(tail, totalSize)?.map((name) => name.toLowerCase());
  if (!names) return false;
  return names.includes('[content_types].xml') && names.some((name) => name.startsWith('word/'));
}

/** Both are text; the client's hint only picks the label. */
function textLabel(hints: FileTypeHints): string {
  const declared = hints.declaredType?.split(';')[0]?.trim().toLowerCase();
  const csvName = hints.fileName?.trim().toLowerCase().endsWith('.csv') ?? false;
  return declared === CSV || csvName ? CSV : TEXT;
}

export function createFileTypeSniffer(hints: FileTypeHints = {}): FileTypeSniffer {
  const head = new Uint8Array(HEAD_BYTES);
  let headLength = 0;
  let totalSize = 0;
  let binary: string | null | undefined;
  // undefined until the first chunk; null once the file cannot be a ZIP (only ZIPs need it).
  let tail: ReturnType<typeof createByteTail> | null | undefined;
  const text = createTextCheck();

  const growHead = (chunk: Uint8Array): Uint8Array => {
    const taken = chunk.subarray(0, HEAD_BYTES - headLength);
    head.set(taken, headLength);
    headLength += taken.length;
    return head.subarray(0, headLength);
  };
  const keepTail = (chunk: Uint8Array, seen: Uint8Array) => {
    if (tail === null) return;
    if (bytesAt(seen, 0, ZIP_LOCAL_HEADER) === 'mismatch') {
      tail = null;
      return;
    }
    tail ??= createByteTail(TAIL_BYTES);
    tail.push(chunk);
  };

  return {
    push(chunk) {
      totalSize += chunk.length;
      const headBefore = headLength;
      const seen = growHead(chunk);
      if (binary === undefined) binary = matchBinary(seen, false);
      keepTail(chunk, seen);
      // A binary signature wins over text, so text no longer needs checking.
      if (binary) text.stop();
      text.push(chunk);
      if (headBefore < MARKUP_WINDOW && text.possible() && markupInHead(seen)) text.stop();
      return binary !== null || text.possible();
    },

    finish() {
      if (totalSize === 0) return null;
      const seen = head.subarray(0, headLength);
      if (binary === undefined) binary = matchBinary(seen, true);
      if (binary === DOCX) return tail && isWordDocument(tail.bytes(), totalSize) ? DOCX : null;
      if (binary) return binary;
      return text.finish() ? textLabel(hints) : null;
    },
  };
}

/** Convenience for whole buffers (tests, small files). */
export function detectFileType(bytes: Uint8Array, hints?: FileTypeHints): string | null {
  const sniffer = createFileTypeSniffer(hints);
  sniffer.push(bytes);
  return sniffer.finish();
}
