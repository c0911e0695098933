import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine } from './csv';

describe('CSV', () => {
  it.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\rx', `"'\rx"`],
    ['   =1+1', `"'   =1+1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\u3000=1+1', `"'\u3000=1+1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
    [' ＝HYPERLINK("x")', `"' ＝HYPERLINK(""x"")"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['a=b', '"a=b"'],
    ['', '""'],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('writes numbers and empty cells as they are, text quoted, lines with CRLF', () => {
    expect(csvLine([1, null, 'x'])).toBe('1,,"x"');
    expect(csvDocument(['a', 'b'])).toBe('a\r\nb\r\n');
  });
});
