import { describeLedgerEntry, type LedgerEntryKind } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import '../../i18n/app-texts';
import { i18n } from '../../i18n/i18n';
import { setAppLocale } from '../../i18n/set-app-locale';
import { describeEntry } from './advance-view';

const earlier = [{ id: 'fee-1', kind: 'fee' as const, effectiveDate: '2024-12-03' }];
const cases: {
  kind: LedgerEntryKind;
  amount: number;
  method: string | null;
  reversesId: string | null;
}[] = [
  { kind: 'disbursement', amount: 485, method: 'ach', reversesId: null },
  { kind: 'disbursement', amount: 485, method: null, reversesId: null },
  { kind: 'fee', amount: 15, method: null, reversesId: null },
  { kind: 'payment', amount: 120.5, method: 'debit_card', reversesId: null },
  { kind: 'waiver', amount: 20, method: null, reversesId: null },
  { kind: 'reversal', amount: 15, method: null, reversesId: 'fee-1' },
  { kind: 'reversal', amount: 15, method: null, reversesId: 'gone' },
];

describe('describeEntry', () => {
  it('in English says word for word what the server writes', () => {
    const t = i18n.getFixedT('en', 'dashboard');
    for (const entry of cases) {
      const reversed = earlier.find((e) => e.id === entry.reversesId);
      expect(describeEntry(entry, earlier, t, 'en-US')).toBe(
        describeLedgerEntry({
          ...entry,
          reversed: reversed && { kind: reversed.kind, effectiveDate: 'Dec 03, 2024' },
        }),
      );
    }
  });

  it('in Spanish says the same in Spanish, with Spanish dates', async () => {
    await setAppLocale('es');
    try {
      const t = i18n.getFixedT('es', 'dashboard');
      expect(cases.map((entry) => describeEntry(entry, earlier, t, 'es-US'))).toEqual([
        'Le enviamos $485 por transferencia bancaria ACH.',
        'Le enviamos $485.',
        'Cargo por trámite de $15.',
        'Recibimos su pago de $120.50 por tarjeta de débito. Gracias.',
        'Le perdonamos $20: ya no lo debe.',
        'Corrección: se deshizo el cargo por trámite del 03 dic 2024, por $15.',
        'Corrección: se deshizo un movimiento anterior, por $15.',
      ]);
    } finally {
      await setAppLocale('en');
    }
  });
});
