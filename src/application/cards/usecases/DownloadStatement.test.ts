import type { Statement } from '../ports/StatementFile';
import type { CardTransaction } from '../CardTransaction';
import { DownloadStatement, type StatementWords } from './DownloadStatement';

const transaction = (date: string, merchant: string, amount: number, status: string): CardTransaction => ({
  id: `${merchant}-${date}`,
  merchant,
  date,
  transactionAmount: { amount },
  status: { isSettled: status === 'settled', isDeclined: false, isNotSettled: false, isBlocked: false },
  identityCheckDeclined: false,
});

const TRANSACTIONS = [
  transaction('2026-11-23 18:42:07', 'Streaming Service', -1200, 'pending'),
  transaction('2026-11-20 09:15:00', 'Café "Le Zinc", Paris', -1250, 'settled'),
  transaction('2026-10-02 23:59:59', 'Refund', 1, 'settled'),
  transaction('2026-10-01 00:00:00', 'Electronics Store', -123456, 'declined'),
];

/** Words in the reader's language, as the page hands them over (status: settled or not). */
const wordsIn = (language: 'en' | 'fr'): StatementWords => ({
  language,
  fileName: (lastFour, day) => `${language}-${lastFour}-${day}.csv`,
  header: ['D', 'M', 'A', 'S'],
  status: (listed) => (listed.status.isSettled ? `${language}:settled` : `${language}:other`),
});

async function statementOf(
  transactions: readonly CardTransaction[],
  words: StatementWords,
  today = new Date(2026, 10, 24, 23, 30),
): Promise<Statement | undefined> {
  const saved: Statement[] = [];
  const file = { save: async (statement: Statement) => void saved.push(statement) };
  await new DownloadStatement(file, { now: () => today }).execute(transactions, '1234', words);
  return saved[0];
}

describe('downloading the statement of a card', () => {
  it.each([
    { language: 'en' as const, delimiter: ',', amounts: ['-12.00', '-12.50', '0.01', '-1234.56'] },
    { language: 'fr' as const, delimiter: ';', amounts: ['-12,00', '-12,50', '0,01', '-1234,56'] },
  ])(
    'in $language: its separator, the issuer’s dates, signed amounts with its decimal mark, its words',
    async ({ language, delimiter, amounts }) => {
      expect(await statementOf(TRANSACTIONS, wordsIn(language))).toEqual({
        fileName: `${language}-1234-2026-11-24.csv`,
        delimiter,
        header: ['D', 'M', 'A', 'S'],
        rows: [
          ['2026-11-23 18:42:07', 'Streaming Service', amounts[0], `${language}:other`],
          ['2026-11-20 09:15:00', 'Café "Le Zinc", Paris', amounts[1], `${language}:settled`],
          ['2026-10-02 23:59:59', 'Refund', amounts[2], `${language}:settled`],
          ['2026-10-01 00:00:00', 'Electronics Store', amounts[3], `${language}:other`],
        ],
      });
    },
  );

  it.each([
    [new Date(2027, 0, 1, 0, 0), 'en-1234-2027-01-01.csv'],
    [new Date(2026, 11, 31, 23, 59, 59), 'en-1234-2026-12-31.csv'],
  ])('is named after the reader’s own calendar day, however late in it (%s)', async (today, fileName) => {
    expect((await statementOf(TRANSACTIONS, wordsIn('en'), today))?.fileName).toBe(fileName);
  });

  it('of a card with no transactions has its titles only', async () => {
    expect(await statementOf([], wordsIn('en'))).toMatchObject({ header: ['D', 'M', 'A', 'S'], rows: [] });
  });
});
