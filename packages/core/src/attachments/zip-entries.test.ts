import { describe, expect, it } from 'vitest';
import { buildZip, type ZipFixtureEntry as Entry } from '../testing/zip-fixture';
import { readZipEntryNames } from './zip-entries';

/** Rewrites one field of the end record of an archive built without a comment. */
function patchEnd(zip: Buffer, field: number, value: number, bytes: 2 | 4): Buffer {
  const copy = Buffer.from(zip);
  const at = copy.length - 22 + field;
  if (bytes === 2) copy.writeUInt16LE(value, at);
  else copy.writeUInt32LE(value, at);
  return copy;
}

const readWhole = (zip: Uint8Array) => readZipEntryNames(zip, zip.length);
const readTail = (zip: Uint8Array, tailLength: number) =>
  readZipEntryNames(zip.subarray(zip.length - tailLength), zip.length);

const docx: Entry[] = [
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: '_rels/.rels', data: '<Relationships/>' },
  { name: 'word/document.xml', data: '<w:document/>' },
];

describe('readZipEntryNames', () => {
  it('lists the names in the central directory, in order', () => {
    expect(readWhole(buildZip(docx))).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('decodes UTF-8 names', () => {
    expect(readWhole(buildZip([{ name: 'résumé/履歴書.txt' }]))).toEqual(['résumé/履歴書.txt']);
  });

  it('reads an empty archive', () => {
    expect(readWhole(buildZip([]))).toEqual([]);
  });

  it('skips the extra field and comment of each entry', () => {
    const zip = buildZip([
      { name: 'a.txt', extra: new Uint8Array([1, 0, 4, 0, 9, 9, 9, 9]), comment: 'first' },
      { name: 'b.txt', comment: 'PK\u0001\u0002 not a record' },
    ]);
    expect(readWhole(zip)).toEqual(['a.txt', 'b.txt']);
  });

  describe('from the tail only', () => {
    const big = buildZip([{ name: 'word/media/big.bin', data: new Uint8Array(200_000) }, ...docx]);
    const directoryAndEnd = big.length - big.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));

    it('translates file offsets into the tail', () => {
      expect(readTail(big, 1000)).toEqual([
        'word/media/big.bin',
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
      ]);
    });

    it('refuses when the directory starts before the tail', () => {
      // The last record alone is in the tail; the directory's start is not.
      expect(readTail(big, directoryAndEnd)).toBeNull();
    });

    it('refuses when the tail is claimed to be longer than the file', () => {
      expect(readZipEntryNames(big, big.length - 1)).toBeNull();
    });
  });

  describe('the end record', () => {
    it('is found behind the longest comment', () => {
      const zip = buildZip(docx, 'c'.repeat(65_535));
      expect(readWhole(zip)).toHaveLength(3);
    });

    it('is not confused with signature bytes inside the comment', () => {
      const fake = Buffer.alloc(22);
      fake.writeUInt32LE(0x06054b50, 0);
      fake.writeUInt16LE(0, 20);
      const zip = buildZip(docx, Buffer.concat([fake, Buffer.from('tail of the comment')]));
      expect(readWhole(zip)).toHaveLength(3);
    });

    it('refuses bytes after the end record (comment length does not reach the end)', () => {
      expect(readWhole(Buffer.concat([buildZip(docx), Buffer.from('junk')]))).toBeNull();
    });

    it('refuses a file without one', () => {
      expect(readWhole(Buffer.from('PK\u0003\u0004 but nothing else'))).toBeNull();
      expect(readWhole(new Uint8Array())).toBeNull();
      expect(readWhole(new Uint8Array(21))).toBeNull();
    });
  });

  describe('archives it will not read', () => {
    const zip = buildZip(docx);

    it.each([
      ['entry count', 10, 0xffff, 2],
      ['directory size', 12, 0xffffffff, 4],
      ['directory offset', 16, 0xffffffff, 4],
    ] as const)('ZIP64 marker in the %s', (_field, at, value, bytes) => {
      expect(readWhole(patchEnd(zip, at, value, bytes))).toBeNull();
    });

    it('split archives', () => {
      expect(readWhole(patchEnd(zip, 4, 1, 2))).toBeNull();
      expect(readWhole(patchEnd(zip, 6, 1, 2))).toBeNull();
      expect(readWhole(patchEnd(zip, 8, 2, 2))).toBeNull();
    });
  });

  describe('inconsistent directories', () => {
    const zip = buildZip(docx);

    it('more entries announced than present', () => {
      const patched = patchEnd(patchEnd(zip, 8, 4, 2), 10, 4, 2);
      expect(readWhole(patched)).toBeNull();
    });

    it('a directory size that cuts an entry short', () => {
      const size = zip.readUInt32LE(zip.length - 22 + 12);
      expect(readWhole(patchEnd(zip, 12, size - 5, 4))).toBeNull();
    });

    it('a directory that would overlap the end record', () => {
      const size = zip.readUInt32LE(zip.length - 22 + 12);
      expect(readWhole(patchEnd(zip, 12, size + 1, 4))).toBeNull();
    });

    it('an offset that does not point at an entry', () => {
      const offset = zip.readUInt32LE(zip.length - 22 + 16);
      expect(readWhole(patchEnd(zip, 16, offset - 1, 4))).toBeNull();
    });

    it('fewer entries announced than present: reads only those', () => {
      const patched = patchEnd(patchEnd(zip, 8, 1, 2), 10, 1, 2);
      expect(readWhole(patched)).toEqual(['[Content_Types].xml']);
    });
  });

  it('never throws on truncated or corrupted input', () => {
    const zip = buildZip(docx, 'comment');
    for (let cut = 0; cut <= zip.length; cut++) {
      expect(() => readZipEntryNames(zip.subarray(0, cut), cut)).not.toThrow();
      expect(() => readTail(zip, cut)).not.toThrow();
    }
    for (let at = 0; at < zip.length; at++) {
      const corrupted = Buffer.from(zip);
      corrupted[at] = (corrupted[at] ?? 0) ^ 0xff;
      expect(() => readWhole(corrupted)).not.toThrow();
    }
  });
});
