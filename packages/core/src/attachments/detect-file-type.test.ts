import { describe, expect, it } from 'vitest';
import { buildZip as buildZipFixture } from '../testing/zip-fixture';
import {
  allowedFileTypes,
  createFileTypeSniffer,
  detectFileType,
  type FileTypeHints,
} from './detect-file-type';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const bytes = (...parts: Array<string | number[] | Uint8Array>): Buffer =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

/** A real stored ZIP from (name, data) pairs. */
const buildZip = (
  entries: ReadonlyArray<readonly [name: string, data: string | Uint8Array]>,
  comment = '',
): Buffer =>
  buildZipFixture(
    entries.map(([name, data]) => ({ name, data })),
    comment,
  );

/** Feeds `input` in chunks of `size` bytes; returns the result and what each push said. */
function sniffInChunks(input: Uint8Array, size: number, hints?: FileTypeHints) {
  const sniffer = createFileTypeSniffer(hints);
  const pushes: boolean[] = [];
  for (let at = 0; at < input.length; at += size)
    pushes.push(sniffer.push(input.subarray(at, at + size)));
  return { type: sniffer.finish(), pushes };
}

/** The 1-based number of the first push that said false, or null if none did. */
const firstRefusal = (pushes: boolean[]) => {
  const index = pushes.indexOf(false);
  return index === -1 ? null : index + 1;
};

const contentTypes = ['[Content_Types].xml', '<Types/>'] as const;
const rels = ['_rels/.rels', '<Relationships/>'] as const;

const fixtures = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  gif87: bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0], ';'),
  jpeg: bytes(
    [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9],
  ),
  pdf: bytes(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
  ),
  webp: bytes(
    'RIFF',
    [26, 0, 0, 0],
    'WEBPVP8L',
    [13, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  ),
  tiffLittle: bytes('II*\0', [8, 0, 0, 0, 0, 0]),
  tiffBig: bytes('MM\0*', [0, 0, 0, 8, 0, 0]),
  heic: bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic', [0, 0, 0, 8], 'meta'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504)),
  docx: buildZip([contentTypes, rels, ['word/document.xml', '<w:document/>']]),
  text: utf8('Award letter received 2026-03-01.\nAmount: $1,234.56\n'),
};

describe('allowedFileTypes', () => {
  it('lists the eleven allowed types once each', () => {
    expect(allowedFileTypes).toHaveLength(11);
    expect(new Set(allowedFileTypes).size).toBe(11);
    expect(allowedFileTypes).toEqual(
      expect.arrayContaining([
        'application/pdf',
        'image/jpeg',
        'image/png',
        'image/gif',
        'image/webp',
        'image/tiff',
        'image/heic',
        'application/msword',
        DOCX,
        'text/plain',
        'text/csv',
      ]),
    );
  });
});

describe('detectFileType', () => {
  describe('binary signatures', () => {
    it.each([
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['gif', 'image/gif'],
      ['gif87', 'image/gif'],
      ['pdf', 'application/pdf'],
      ['webp', 'image/webp'],
      ['tiffLittle', 'image/tiff'],
      ['tiffBig', 'image/tiff'],
      ['heic', 'image/heic'],
      ['doc', 'application/msword'],
      ['docx', DOCX],
    ] as const)('%s → %s', (fixture, expected) => {
      expect(detectFileType(fixtures[fixture])).toBe(expected);
      expect(allowedFileTypes).toContain(expected);
    });

    it('takes the type from the bytes, not from the declared type or name', () => {
      const hints = { declaredType: 'application/pdf', fileName: 'letter.pdf' };
      expect(detectFileType(fixtures.png, hints)).toBe('image/png');
      expect(detectFileType(fixtures.pdf, { declaredType: 'text/csv', fileName: 'a.csv' })).toBe(
        'application/pdf',
      );
    });

    it('refuses a PNG signature cut short', () => {
      expect(detectFileType(fixtures.png.subarray(0, 7))).toBeNull();
    });

    it('refuses a RIFF file that is not WebP', () => {
      expect(
        detectFileType(bytes('RIFF', [4, 0, 0, 0], 'WAVEfmt ', new Uint8Array(16))),
      ).toBeNull();
    });

    it('refuses an executable', () => {
      expect(detectFileType(bytes('MZ', [0x90, 0, 3, 0, 0, 0], new Uint8Array(64)))).toBeNull();
      expect(detectFileType(bytes([0x7f], 'ELF', [2, 1, 1, 0], new Uint8Array(56)))).toBeNull();
    });
  });

  describe('PDF', () => {
    const junk = (length: number) => new Uint8Array(length).fill(0x01);

    it('accepts the header anywhere in the first 1024 bytes', () => {
      expect(detectFileType(bytes(junk(100), '%PDF-1.7\n'))).toBe('application/pdf');
      expect(detectFileType(bytes(junk(1019), '%PDF-1.7\n'))).toBe('application/pdf');
    });

    it('refuses a header that ends past the first 1024 bytes', () => {
      expect(detectFileType(bytes(junk(1020), '%PDF-1.7\n'))).toBeNull();
      expect(detectFileType(bytes(junk(2000), '%PDF-1.7\n'))).toBeNull();
    });
  });

  describe('HEIC', () => {
    const ftyp = (major: string, compatible: string[], minor = '\0\0\0\0') => {
      const size = 16 + compatible.length * 4;
      return bytes(
        [0, 0, 0, size],
        'ftyp',
        major,
        minor,
        compatible.join(''),
        [0, 0, 0, 8],
        'mdat',
      );
    };

    it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'])(
      'accepts the brand %s as major or compatible brand',
      (brand) => {
        expect(detectFileType(ftyp(brand, []))).toBe('image/heic');
        expect(detectFileType(ftyp('isom', ['iso2', brand]))).toBe('image/heic');
      },
    );

    it('refuses an MP4 video', () => {
      expect(detectFileType(ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']))).toBeNull();
    });

    it('does not read the minor version as a brand', () => {
      expect(detectFileType(ftyp('isom', ['mp41'], 'heic'))).toBeNull();
    });

    it('does not read brands past the end of the ftyp box', () => {
      // A 16-byte box has no compatible brands; the "heic" after it belongs to the next box.
      expect(detectFileType(bytes([0, 0, 0, 16], 'ftypisom', [0, 0, 0, 0], 'heic'))).toBeNull();
    });

    it('refuses an ftyp box with a nonsense size', () => {
      expect(detectFileType(bytes([0, 0, 0, 8], 'ftypheic', [0, 0, 0, 0]))).toBeNull();
      expect(detectFileType(bytes([0, 0, 0, 1], 'ftypheic', [0, 0, 0, 0]))).toBeNull();
    });

    it('refuses a file cut off inside the box', () => {
      expect(detectFileType(bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 0, 0]))).toBeNull();
    });
  });

  describe('DOCX', () => {
    it('accepts a ZIP listing [Content_Types].xml and a word/ part', () => {
      expect(detectFileType(fixtures.docx)).toBe(DOCX);
      expect(detectFileType(buildZip([contentTypes, ['word/styles.xml', '<w:styles/>']]))).toBe(
        DOCX,
      );
    });

    it('refuses a plain ZIP', () => {
      expect(detectFileType(buildZip([['foo.txt', 'hello']]))).toBeNull();
      expect(detectFileType(buildZip([]))).toBeNull();
    });

    it('refuses an XLSX', () => {
      const xlsx = buildZip([contentTypes, rels, ['xl/workbook.xml', '<workbook/>']]);
      expect(detectFileType(xlsx)).toBeNull();
    });

    it('refuses a JAR', () => {
      const jar = buildZip([
        ['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n'],
        ['A.class', 'x'],
      ]);
      expect(detectFileType(jar)).toBeNull();
    });

    it('refuses word/ parts without [Content_Types].xml, and the reverse', () => {
      expect(detectFileType(buildZip([['word/document.xml', '<w:document/>']]))).toBeNull();
      expect(detectFileType(buildZip([contentTypes, ['words/document.xml', 'x']]))).toBeNull();
    });

    it('reads the central directory, not file names inside the data', () => {
      const decoy = 'word/document.xml [Content_Types].xml';
      expect(detectFileType(buildZip([['notes.txt', decoy]]))).toBeNull();
    });

    it('refuses a DOCX cut off before its end', () => {
      expect(detectFileType(fixtures.docx.subarray(0, fixtures.docx.length - 10))).toBeNull();
    });

    it('refuses a ZIP64 archive without crashing', () => {
      const zip64 = Buffer.from(fixtures.docx);
      zip64.writeUInt32LE(0xffffffff, zip64.length - 22 + 16);
      expect(detectFileType(zip64)).toBeNull();
    });

    it('accepts a DOCX behind the longest archive comment', () => {
      const commented = buildZip([contentTypes, ['word/document.xml', 'x']], 'c'.repeat(65_535));
      expect(sniffInChunks(commented, 4096).type).toBe(DOCX);
    });

    it('accepts a large DOCX streamed in chunks (directory read from the tail)', () => {
      const large = buildZip([
        contentTypes,
        rels,
        ['word/media/scan.png', new Uint8Array(1_000_000).fill(0x5a)],
        ['word/document.xml', '<w:document/>'],
      ]);
      for (const size of [7, 1000, 65_536, 100_000]) {
        const { type, pushes } = sniffInChunks(large, size);
        expect(type).toBe(DOCX);
        expect(pushes.every(Boolean)).toBe(true);
      }
      expect(detectFileType(large)).toBe(DOCX);
    });

    it('keeps the tail in order when its ring wraps inside the central directory', () => {
      const build = (padding: number) =>
        buildZip([
          contentTypes,
          rels,
          ['word/media/a.bin', new Uint8Array(padding)],
          ['word/document.xml', '<w:document/>'],
        ]);
      const unpadded = build(0);
      const directoryStart = unpadded.readUInt32LE(unpadded.length - 22 + 16);
      // The sniffer's tail is a 66 KiB ring: put a wrap point 10 bytes into the directory.
      const zip = build(3 * 66 * 1024 - 10 - directoryStart);
      for (const size of [1000, 4096, 65_536]) expect(sniffInChunks(zip, size).type).toBe(DOCX);
    });

    it('refuses a DOCX whose central directory is larger than the tail it keeps', () => {
      const parts: Array<readonly [string, string]> = [contentTypes, ['word/document.xml', 'x']];
      for (let i = 0; i < 400; i++) parts.push([`word/media/${'n'.repeat(200)}${i}.png`, '']);
      expect(sniffInChunks(buildZip(parts), 65_536).type).toBeNull();
    });
  });

  describe('text', () => {
    it('accepts UTF-8 text as text/plain', () => {
      expect(detectFileType(fixtures.text)).toBe('text/plain');
      expect(detectFileType(utf8('José Müller, 履歴書, 📄\n'))).toBe('text/plain');
    });

    it('accepts a UTF-8 BOM', () => {
      expect(detectFileType(utf8('\uFEFFname,amount\n'))).toBe('text/plain');
    });

    it('accepts tab, line feed, carriage return and form feed', () => {
      expect(detectFileType(utf8('a\tb\r\nc\fd\n'))).toBe('text/plain');
    });

    it('accepts text that mentions a tag after the first kilobyte', () => {
      expect(detectFileType(utf8(`${'a'.repeat(2000)} <script>`))).toBe('text/plain');
    });

    it.each([
      ['a NUL byte', utf8('hello\0world')],
      ['a vertical tab', utf8('a\u000Bb')],
      ['an escape', utf8('\u001B[31mred')],
      ['DEL', utf8('a\u007Fb')],
      ['a C1 control', utf8('a\u0085b')],
    ])('refuses text with %s', (_label, input) => {
      expect(detectFileType(input)).toBeNull();
    });

    it.each([
      ['Latin-1', bytes('caf\xe9\n')],
      ['a lone continuation byte', bytes('a\x80b')],
      ['an overlong encoding', bytes('a\xc0\xafb')],
      ['an encoded surrogate', bytes('a\xed\xa0\x80b')],
      ['a character cut off at the end', utf8('price: 5 €').subarray(0, -1)],
      [
        'UTF-16LE with BOM',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('hello', 'utf16le')]),
      ],
      ['UTF-16BE with BOM', Buffer.from([0xfe, 0xff, 0, 0x68, 0, 0x69])],
      ['UTF-16LE without BOM', Buffer.from('hello world', 'utf16le')],
    ])('refuses text that is not UTF-8: %s', (_label, input) => {
      expect(detectFileType(input)).toBeNull();
    });

    it('refuses a bad byte far past the head', () => {
      expect(detectFileType(bytes('a'.repeat(200_000), [0xff], 'b'))).toBeNull();
    });

    describe('CSV', () => {
      const csv = utf8('name,amount\nAda,12.50\n');

      it.each([
        [{ declaredType: 'text/csv' }],
        [{ declaredType: 'TEXT/CSV; charset=utf-8' }],
        [{ fileName: 'payments.csv' }],
        [{ fileName: 'PAYMENTS.CSV' }],
        [{ declaredType: 'application/octet-stream', fileName: 'a.Csv' }],
      ])('is text/csv with the hint %j', (hints) => {
        expect(detectFileType(csv, hints)).toBe('text/csv');
      });

      it.each([
        [{}],
        [{ declaredType: 'text/plain' }],
        [{ declaredType: 'application/vnd.ms-excel' }],
        [{ fileName: 'payments.csv.txt' }],
        [{ fileName: 'csv' }],
      ])('is text/plain with the hint %j', (hints) => {
        expect(detectFileType(csv, hints)).toBe('text/plain');
      });

      it('the hint never makes binary or markup bytes text', () => {
        expect(detectFileType(utf8('<html>x</html>'), { fileName: 'a.csv' })).toBeNull();
        expect(detectFileType(bytes('a,b\n', [0]), { declaredType: 'text/csv' })).toBeNull();
      });
    });
  });

  describe('markup a browser could render', () => {
    it.each([
      ['<!DOCTYPE html><html><body>hi</body></html>'],
      ['<html><script>alert(1)</script></html>'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['<?xml version="1.0"?><svg/>'],
      ['<script>alert(1)</script>'],
      ['<p>any tag at all</p>'],
      ['<3 plain text that happens to start with a bracket'],
    ])('refuses %j', (markup) => {
      expect(detectFileType(utf8(markup))).toBeNull();
    });

    it('refuses HTML or SVG declared as an image', () => {
      const hints = { declaredType: 'image/png', fileName: 'photo.png' };
      expect(detectFileType(utf8('<html><body>x</body></html>'), hints)).toBeNull();
      expect(detectFileType(utf8('<svg onload="alert(1)"/>'), hints)).toBeNull();
    });

    it('refuses <svg behind a BOM and leading whitespace', () => {
      expect(detectFileType(utf8('\uFEFF \r\n\t  <svg onload="alert(1)"/>'))).toBeNull();
    });

    it('refuses markup behind more whitespace than the head holds', () => {
      expect(detectFileType(utf8(`${' \n'.repeat(5000)}<svg/>`))).toBeNull();
    });

    it.each([
      ['Dear customer,\n<script>alert(1)</script>'],
      ['Notes: see <SVG onload=x>'],
      ['hi <HtMl>'],
      ['text then <!doctype html>'],
    ])('refuses %j (tag in the first kilobyte, any case)', (text) => {
      expect(detectFileType(utf8(text))).toBeNull();
    });

    it('accepts other angle brackets inside text', () => {
      expect(detectFileType(utf8('if a < b and c > d then <maybe>\n'))).toBe('text/plain');
    });
  });

  it('refuses an empty file', () => {
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(new Uint8Array(), { declaredType: 'text/plain' })).toBeNull();
  });
});

describe('createFileTypeSniffer', () => {
  describe('gives the same answer whatever the chunk sizes', () => {
    const cases = Object.entries(fixtures);
    it.each(cases)('%s', (_name, input) => {
      const expected = detectFileType(input);
      expect(expected).not.toBeNull();
      for (const size of [1, 2, 3, 5, 8, 13, 1000]) {
        expect(sniffInChunks(input, size).type).toBe(expected);
      }
    });
  });

  it('accepts UTF-8 characters split across chunks', () => {
    const text = utf8('é € 😀 履\n');
    for (let cut = 1; cut < text.length; cut++) {
      const sniffer = createFileTypeSniffer();
      expect(sniffer.push(text.subarray(0, cut))).toBe(true);
      expect(sniffer.push(text.subarray(cut))).toBe(true);
      expect(sniffer.finish()).toBe('text/plain');
    }
  });

  it('streams 1 MB of text in 64 KB chunks', () => {
    // Multibyte characters of 2, 3 and 4 bytes, so chunk edges fall inside characters.
    const line = 'Zoë paid 12 € for 履歴書 📄\n';
    const text = utf8(line.repeat(Math.ceil(1_048_576 / Buffer.byteLength(line))));
    expect(text.length).toBeGreaterThanOrEqual(1_048_576);
    const { type, pushes } = sniffInChunks(text, 65_536, { fileName: 'notes.csv' });
    expect(type).toBe('text/csv');
    expect(pushes.every(Boolean)).toBe(true);
  });

  it('ignores empty chunks', () => {
    const sniffer = createFileTypeSniffer();
    expect(sniffer.push(new Uint8Array())).toBe(true);
    expect(sniffer.push(fixtures.png)).toBe(true);
    expect(sniffer.push(new Uint8Array())).toBe(true);
    expect(sniffer.finish()).toBe('image/png');
  });

  describe('stops early', () => {
    it('once the bytes can be neither a signature nor text', () => {
      // Text is impossible from the first byte; PDF stays possible for the first kilobyte.
      const { type, pushes } = sniffInChunks(new Uint8Array(10_000), 1);
      expect(type).toBeNull();
      expect(firstRefusal(pushes)).toBe(1024);
      expect(pushes.slice(1023).every((said) => !said)).toBe(true);
    });

    it('on markup, by the end of the PDF window', () => {
      const { pushes } = sniffInChunks(utf8(`<html>${'x'.repeat(10_000)}`), 100);
      expect(firstRefusal(pushes)).toBe(11);
    });

    it('at once when the first chunk settles it', () => {
      const sniffer = createFileTypeSniffer();
      expect(sniffer.push(utf8(`<svg>${' '.repeat(2000)}`))).toBe(false);
      expect(sniffer.finish()).toBeNull();
    });

    it('on the chunk where text breaks, even far into the file', () => {
      const input = bytes('a'.repeat(300_000), [0xff], 'b'.repeat(100_000));
      const { type, pushes } = sniffInChunks(input, 65_536);
      expect(type).toBeNull();
      expect(firstRefusal(pushes)).toBe(5); // the byte at 300,000 is in the fifth chunk
    });

    it('not for a ZIP, whose verdict needs the end of the file', () => {
      const { type, pushes } = sniffInChunks(buildZip([['foo.txt', 'x'.repeat(5000)]]), 512);
      expect(pushes.every(Boolean)).toBe(true);
      expect(type).toBeNull();
    });

    it('never for a binary signature followed by anything', () => {
      const input = bytes(fixtures.jpeg.subarray(0, 4), new Uint8Array(100_000));
      const { type, pushes } = sniffInChunks(input, 4096);
      expect(pushes.every(Boolean)).toBe(true);
      expect(type).toBe('image/jpeg');
    });
  });
});
