import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from './csv.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('csv writer', () => {
  it('quotes per RFC 4180 only when needed', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('guards a cell starting like a formula: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('streams the header and every page', async () => {
    async function* pages() {
      yield [['1', 'one']];
      yield [];
      yield [
        ['2', 'two, too'],
        ['3', '=three'],
      ];
    }
    expect(await text(csvStream(['n', 'name'], pages()))).toBe('n,name\r\n1,one\r\n2,"two, too"\r\n3,\'=three\r\n');
  });
});
