import { EXPORT_COLUMNS, type UserRow } from '@voyce/contracts/users';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { exportRows } from './export-users';

describe('users csv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@me')).toBe("'@me");
  });

  it('joins header and rows with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('A,B\r\n1,"x,y"\r\n');
  });

  it("exports each tab's spec columns", () => {
    const user = {
      firstName: 'Ana',
      lastName: 'Ops',
      businessEmail: 'ana@x.test',
      inviteEmail: 'ana@x.test',
      personalEmail: null,
      inviteCreatedAt: '2025-01-05T10:00:00.000Z',
    } as UserRow;
    expect(exportRows('blyndspot', [user])).toBe('First Name,Last Name,Business Email,Personal Email\r\nAna,Ops,ana@x.test,\r\n');
    expect(exportRows('myvoyce', [user]).split('\r\n')[0]).toBe(EXPORT_COLUMNS.myvoyce.map((c) => c.header).join(','));
  });
});
