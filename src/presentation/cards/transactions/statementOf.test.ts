import type { Language } from '../../../domain/language/Language';
import { createBundledI18n } from '../../i18n/testing/createBundledI18n';
import { statementOf, type StatementEntry, type StatementTexts } from './statementOf';

/** The page's words in that language, as the section hands them over. */
function textsIn(language: Language): StatementTexts {
  const i18n = createBundledI18n(language);
  return { t: (key, values) => i18n.t(key, values), language };
}

const ENTRIES: StatementEntry[] = [
  {
    date: '2026-11-23 18:42:07',
    merchant: 'Streaming Service',
    amount: 1200,
    statusKey: 'transactions.status.pending',
  },
  {
    date: '2026-11-20 09:15:00',
    merchant: 'Café "Le Zinc", Paris',
    amount: 1250,
    statusKey: 'transactions.status.settled',
  },
  { date: '2026-10-02 23:59:59', merchant: 'Casino', amount: 1, statusKey: 'transactions.status.blockedKyc' },
  {
    date: '2026-10-01 00:00:00',
    merchant: 'Electronics Store',
    amount: 123456,
    statusKey: 'transactions.status.declined',
  },
];

const statementIn = (language: Language, today = new Date(2026, 10, 24, 23, 30)) =>
  statementOf({ entries: ENTRIES, lastFour: '1234', today, texts: textsIn(language) });

describe('the statement of a card', () => {
  it.each([
    {
      language: 'en' as const,
      statement: {
        fileName: 'statement-1234-2026-11-24.csv',
        delimiter: ',',
        header: ['Date', 'Merchant', 'Amount (EUR)', 'Status'],
        rows: [
          ['2026-11-23 18:42:07', 'Streaming Service', '12.00', 'Pending'],
          ['2026-11-20 09:15:00', 'Café "Le Zinc", Paris', '12.50', 'Settled'],
          ['2026-10-02 23:59:59', 'Casino', '0.01', 'Blocked: identity verification needed'],
          ['2026-10-01 00:00:00', 'Electronics Store', '1234.56', 'Declined'],
        ],
      },
    },
    {
      language: 'fr' as const,
      statement: {
        fileName: 'relevé-1234-2026-11-24.csv',
        delimiter: ';',
        header: ['Date', 'Commerçant', 'Montant (EUR)', 'Statut'],
        rows: [
          ['2026-11-23 18:42:07', 'Streaming Service', '12,00', 'En attente'],
          ['2026-11-20 09:15:00', 'Café "Le Zinc", Paris', '12,50', 'Effectuée'],
          ['2026-10-02 23:59:59', 'Casino', '0,01', 'Bloquée\u00a0: vérification d’identité requise'],
          ['2026-10-01 00:00:00', 'Electronics Store', '1234,56', 'Refusée'],
        ],
      },
    },
  ])(
    'in $language: its separator, titles and status words, amounts with its decimal mark',
    ({ language, statement }) => {
      expect(statementIn(language)).toEqual(statement);
    },
  );

  it('is named after the reader’s own calendar day, however late in it', () => {
    expect(statementIn('en', new Date(2027, 0, 1, 0, 0)).fileName).toBe('statement-1234-2027-01-01.csv');
    expect(statementIn('en', new Date(2026, 11, 31, 23, 59, 59)).fileName).toBe(
      'statement-1234-2026-12-31.csv',
    );
  });

  it('of a card with no transactions has its titles only', () => {
    const empty = statementOf({
      entries: [],
      lastFour: '0042',
      today: new Date(2026, 0, 5),
      texts: textsIn('en'),
    });
    expect(empty).toMatchObject({ fileName: 'statement-0042-2026-01-05.csv', rows: [] });
    expect(empty.header).toHaveLength(4);
  });
});
