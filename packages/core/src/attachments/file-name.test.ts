import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX_LENGTH } from './file-name';

const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanFileName('award-letter 2026.pdf')).toBe('award-letter 2026.pdf');
  });

  describe('paths', () => {
    it.each([
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\windows\\win.ini', 'win.ini'],
      ['C:\\Users\\x\\a.pdf', 'a.pdf'],
      ['/var/tmp/scan.png', 'scan.png'],
      ['mixed/dirs\\and/more\\id.jpg', 'id.jpg'],
    ])('takes only the last segment of %j', (raw, expected) => {
      expect(cleanFileName(raw)).toBe(expected);
    });

    it('falls back when the path ends with a separator', () => {
      expect(cleanFileName('folder/')).toBe('document');
      expect(cleanFileName('..\\')).toBe('document');
    });

    it('never returns . or ..', () => {
      expect(cleanFileName('..')).toBe('document');
      expect(cleanFileName('.')).toBe('document');
      expect(cleanFileName('a/..')).toBe('document');
    });
  });

  describe('control and invisible characters', () => {
    it('removes CR/LF, so a header cannot be smuggled in (and the slash still splits)', () => {
      const cleaned = cleanFileName('a\r\nContent-Type: text/html.pdf');
      expect(cleaned).toBe('html.pdf');
      expect(cleanFileName('a\r\nContent-Type: text.pdf')).toBe('aContent-Type: text.pdf');
    });

    it('removes C0, DEL and C1 controls, tabs included', () => {
      expect(cleanFileName('re\u0000po\u0007rt\t.pdf')).toBe('report.pdf');
      expect(cleanFileName('a\u007Fb\u0085c\u009F.txt')).toBe('abc.txt');
    });

    it('removes the right-to-left override trick', () => {
      expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    });

    it('removes every bidi embedding, override and isolate', () => {
      const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
      expect(cleanFileName(`a${bidi}b.pdf`)).toBe('ab.pdf');
    });

    it('cuts zero-width characters at the edges but keeps joiners inside emoji', () => {
      const family = '👨\u200D👩\u200D👧';
      expect(cleanFileName(`\u200D\u200B${family}.png\u200D\uFEFF`)).toBe(`${family}.png`);
    });

    it('drops half of a surrogate pair on its own', () => {
      const cleaned = cleanFileName('a\uD800b\uDC00c.pdf');
      expect(cleaned).toBe('abc.pdf');
      expect(() => encodeURIComponent(cleaned)).not.toThrow();
    });
  });

  describe('whitespace and dots', () => {
    it('collapses whitespace runs to one space', () => {
      expect(cleanFileName('my   scanned \u00A0\u3000 id.pdf')).toBe('my scanned id.pdf');
    });

    it('trims spaces and dots from both ends', () => {
      expect(cleanFileName('  ..report.pdf. . ')).toBe('report.pdf');
      expect(cleanFileName('name.')).toBe('name');
    });

    it('turns a line separator into a space, not a line break', () => {
      expect(cleanFileName('a\u2028b.pdf')).toBe('a b.pdf');
    });
  });

  describe('falls back to "document"', () => {
    it.each([
      ['empty', ''],
      ['only dots', '....'],
      ['only spaces', '    '],
      ['only controls', '\r\n\t\u0000'],
      ['only bidi characters', '\u202E\u2066'],
      ['only a path', '../../'],
    ])('when %s', (_label, raw) => {
      expect(cleanFileName(raw)).toBe('document');
    });
  });

  describe('printable unicode', () => {
    it('keeps quotes, accents, CJK and emoji (the HTTP layer encodes them)', () => {
      expect(cleanFileName(`"Zoë's" 履歴書 📄.pdf`)).toBe(`"Zoë's" 履歴書 📄.pdf`);
      expect(cleanFileName(`it's; name="x".pdf`)).toBe(`it's; name="x".pdf`);
    });

    it('normalises to NFC', () => {
      const decomposed = 'Jose\u0301 Mu\u0308ller.pdf';
      const cleaned = cleanFileName(decomposed);
      expect(cleaned).toBe('Jos\u00E9 M\u00FCller.pdf');
      expect(cleaned).toBe(cleaned.normalize('NFC'));
    });
  });

  describe('length', () => {
    it('keeps a name of exactly the maximum length', () => {
      const name = `${'a'.repeat(FILE_NAME_MAX_LENGTH - 4)}.pdf`;
      expect(cleanFileName(name)).toBe(name);
    });

    it('cuts the stem and keeps the extension', () => {
      const cleaned = cleanFileName(`${'a'.repeat(400)}.pdf`);
      expect(cleaned).toHaveLength(FILE_NAME_MAX_LENGTH);
      expect(cleaned).toBe(`${'a'.repeat(FILE_NAME_MAX_LENGTH - 4)}.pdf`);
    });

    it('never splits a surrogate pair (300 emoji + .pdf)', () => {
      const cleaned = cleanFileName(`${'😀'.repeat(300)}.pdf`);
      expect(cleaned.endsWith('.pdf')).toBe(true);
      expect(cleaned.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
      expect(hasLoneSurrogate(cleaned)).toBe(false);
      // 251 units are left for the stem: 125 whole emoji (250 units), never half of one.
      expect(cleaned).toBe(`${'😀'.repeat(125)}.pdf`);
    });

    it('measures after cleaning, not before', () => {
      const name = `${'\u0000'.repeat(300)}short.pdf`;
      expect(cleanFileName(name)).toBe('short.pdf');
    });

    it('cuts the whole name when there is no short extension', () => {
      const cleaned = cleanFileName(`${'b'.repeat(300)}.averyverylongextension`);
      expect(cleaned).toBe('b'.repeat(FILE_NAME_MAX_LENGTH));
      expect(cleanFileName('x'.repeat(1000))).toHaveLength(FILE_NAME_MAX_LENGTH);
    });

    it('does not leave a trailing space or dot where the cut falls', () => {
      const cleaned = cleanFileName(`${'a'.repeat(250)} ${'b'.repeat(50)}.pdf`);
      expect(cleaned).toBe(`${'a'.repeat(250)}.pdf`);
    });

    it('does not split a surrogate pair when there is no extension', () => {
      const cleaned = cleanFileName(`a${'😀'.repeat(200)}`);
      expect(cleaned.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
      expect(hasLoneSurrogate(cleaned)).toBe(false);
    });
  });
});
