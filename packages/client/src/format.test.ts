import { type Application, csvCell } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  applicationColumns,
  applicationsTable,
  CSV_BOM,
  terminalSafe,
  toCsv,
  toTable,
} from './format';

const columns = [
  ['name', (r: { name: string | null; n: number | null }) => r.name],
  ['n', (r: { name: string | null; n: number | null }) => r.n],
] as const;

describe('CSV', () => {
  it('quotes every text cell, doubles quotes, keeps separators and line breaks inside the cell', () => {
    const csv = toCsv(columns, [
      { name: 'Plain', n: 1 },
      { name: 'Say "hi", then; go\tnow', n: 2 },
      { name: 'two\r\nlines', n: null },
      { name: '', n: 0 },
      { name: null, n: 3 },
    ]);
    expect(csv).toBe(
      [
        '"name","n"',
        '"Plain",1',
        '"Say ""hi"", then; go\tnow",2',
        '"two\r\nlines",',
        '"",0',
        ',3',
        '',
      ].join('\r\n'),
    );
  });

  it('neutralises what a spreadsheet would read as a formula, as the server exports do', () => {
    const risky = [
      '=HYPERLINK("http://evil.example","click")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A2)',
      '  =1+1',
      '\u3000=1',
      '\uFF1D1+1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20A1',
      '\tx',
      '\rx',
    ];
    for (const value of risky) expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    for (const value of ['Ada', 'a=b', '1-2', 'x@example.com', '555-123-4567', ''])
      expect(csvCell(value)).toBe(`"${value}"`);

    const csv = toCsv(columns, [{ name: '=cmd|" /C calc"!A0', n: -5 }]);
    // Text is guarded and quoted; a number is a number (its sign is data, not a formula).
    expect(csv.split('\r\n')[1]).toBe(`"'=cmd|"" /C calc""!A0",-5`);
  });

  it('starts with a UTF-8 byte order mark only when asked', () => {
    expect(toCsv(columns, []).startsWith('"name"')).toBe(true);
    expect(toCsv(columns, [], { bom: true })).toBe(`${CSV_BOM}"name","n"\r\n`);
  });

  it('writes applications with the server export’s columns', () => {
    const csv = toCsv(applicationColumns, [application({ firstName: '=Evil', reviewNotes: null })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      '"id","created_at","status","first_name","last_name","email","phone","zip_code","requested_amount","processing_fee","amount_to_receive","how_often_need_cash","monthly_benefit","benefit_payment_day","benefit_schedule","monthly_rent_mortgage","date_of_birth","review_notes","updated_at"',
    );
    expect(row).toBe(
      '"a1","2026-11-01T10:00:00.000Z","Submitted","\'=Evil","Lovelace","ada@example.com","555-123-4567","10001","500.00","15.00","485.00","monthly","1450.00",3,"third_wednesday","800.00","1990-05-17",,"2026-11-01T10:00:00.000Z"',
    );
  });
});

describe('table', () => {
  it('pads columns and keeps escape sequences and bidi overrides off the terminal', () => {
    expect(terminalSafe('a\u001b[2Jb\u202Ec\u0007\nd')).toBe('a\uFFFD[2Jb\uFFFDc\uFFFD d');
    expect(
      toTable(
        ['ID', 'Name'],
        [
          ['1', 'Ada'],
          ['22', null],
        ],
      ),
    ).toBe('ID  Name\n1   Ada\n22\n');
  });

  it('shows one line per application', () => {
    const text = applicationsTable([application({ firstName: 'Ada\u001b[31m' })]);
    expect(text.split('\n')[1]).toBe(
      'a1  2026-11-01  Submitted  Ada\uFFFD[31m Lovelace  ada@example.com  $500.00',
    );
  });
});

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'a1',
    userId: null,
    status: 'Submitted',
    reviewNotes: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '555-123-4567',
    zipCode: '10001',
    requestedAmount: 500,
    processingFee: 15,
    amountToReceive: 485,
    howOftenNeedCash: 'monthly',
    monthlyBenefit: 1450,
    benefitPaymentDay: 3,
    monthlyRentMortgage: 800,
    dateOfBirth: '1990-05-17',
    benefitSchedule: 'third_wednesday',
    disclosure: null,
    decisionReasons: null,
    completeSince: null,
    documentsDueOn: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
