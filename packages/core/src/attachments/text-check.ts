/*
 * TXT and CSV have no magic number: text is UTF-8 throughout, without control characters,
 * and must not be markup a browser would render (HTML, SVG, XML), even when it is valid text.
 */
/** Tags that make text markup are looked for in the first kilobyte. */
export const MARKUP_WINDOW = 1024;
const MARKUP_TAGS = ['<script', '<html', '<svg', '<!doctype'];

const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** Every C0 control but \t \n \f \r, DEL and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/;

/**
 * Checks, chunk by chunk, that the whole file is UTF-8 (a BOM allowed) without control
 * characters, and that it does not open with markup a browser would render.
 */
export function createTextCheck() {
  let decoder: InstanceType<typeof TextDecoder> | null = new TextDecoder('utf-8', { fatal: true });
  let sawContent = false;

  const accept = (text: string) => {
    if (FORBIDDEN_CONTROLS.test(text)) return stop();
    if (sawContent) return;
    // The decoder drops a leading BOM; trimStart drops any whitespace, however long.
    const visible = text.trimStart();
    if (!visible) return;
    sawContent = true;
    if (visible.startsWith('<')) stop();
  };
  const decode = (chunk?: Uint8Array) => {
    if (!decoder) return;
    try {
      // With `fatal`, invalid UTF-8 throws: that simply means "not text".
      accept(chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode());
    } catch {
      stop();
    }
  };
  const stop = () => {
    decoder = null;
  };

  return {
    possible: () => decoder !== null,
    push: (chunk: Uint8Array) => decode(chunk),
    /** Flushes the decoder: a multibyte character cut off at the end is not text. */
    finish: () => {
      decode();
      return decoder !== null;
    },
    stop,
  };
}

export function markupInHead(head: Uint8Array): boolean {
  const start = latin1(head.subarray(0, MARKUP_WINDOW)).toLowerCase();
  return MARKUP_TAGS.some((tag) => start.includes(tag));
}
