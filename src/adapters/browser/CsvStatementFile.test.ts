import Papa from 'papaparse';
import type { Statement } from '../../application/cards/ports/StatementFile';
import { CsvStatementFile } from './CsvStatementFile';
import type { FileToSave } from './linkDownload';

const HEADER = ['Date', 'Merchant', 'Amount (EUR)', 'Status'];

async function saved(statement: Partial<Statement> & Pick<Statement, 'rows'>): Promise<FileToSave> {
  const files: FileToSave[] = [];
  await new CsvStatementFile((file) => files.push(file)).save({
    fileName: 'statement-1234-2026-11-24.csv',
    delimiter: ',',
    header: HEADER,
    ...statement,
  });
  expect(files).toHaveLength(1);
  return files[0] as FileToSave;
}

/** The cells a spreadsheet (or papaparse) reads back, header first. */
function cellsOf(file: FileToSave, delimiter = ','): string[][] {
  const parsed = Papa.parse<string[]>(file.content, { delimiter });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('the CSV statement file', () => {
  it('is a UTF-8 CSV under the statement’s name, with a byte order mark for spreadsheets and CRLF line ends', async () => {
    const file = await saved({ rows: [['2026-11-20 09:15:00', 'Coffee Shop', '4.00', 'Settled']] });

    expect(file.name).toBe('statement-1234-2026-11-24.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.content).toBe(
      '\ufeffDate,Merchant,Amount (EUR),Status\r\n2026-11-20 09:15:00,Coffee Shop,4.00,Settled',
    );
  });

  it('keeps a merchant’s commas, quotes and line breaks in its own cell', async () => {
    const merchants = ['Café "Le Zinc", Paris', 'Two\nlines', 'Ends with a quote"', ' spaced '];
    const file = await saved({
      rows: merchants.map((merchant) => ['2026-11-20 09:15:00', merchant, '4.00', 'Settled']),
    });

    expect(file.content).toContain(',"Café ""Le Zinc"", Paris",');
    expect(
      cellsOf(file)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(merchants);
  });

  it('separates French columns with semicolons, so a decimal comma stays inside its amount', async () => {
    const file = await saved({
      delimiter: ';',
      header: ['Date', 'Commerçant', 'Montant (EUR)', 'Statut'],
      rows: [
        ['2026-11-20 09:15:00', 'Librairie', '12,50', 'Effectuée'],
        ['2026-11-21 10:00:00', 'Bar; tabac', '0,01', 'Refusée'],
      ],
    });

    expect(file.content.split('\r\n')).toEqual([
      '\ufeffDate;Commerçant;Montant (EUR);Statut',
      '2026-11-20 09:15:00;Librairie;12,50;Effectuée',
      '2026-11-21 10:00:00;"Bar; tabac";0,01;Refusée',
    ]);
    expect(cellsOf(file, ';')[2]).toEqual(['2026-11-21 10:00:00', 'Bar; tabac', '0,01', 'Refusée']);
  });

  it.each([
    '=HYPERLINK("http://evil.test","Click")',
    '+33 Shop',
    '-2+3',
    '@SUM(A1)',
    '\tTab',
    '=1+1\nsecond line',
    '-5\n=1+1',
    '-1e3',
  ])('writes the merchant %j as text a spreadsheet will not run as a formula', async (merchant) => {
    const file = await saved({ rows: [['2026-11-20 09:15:00', merchant, '1.00', 'Settled']] });

    expect(cellsOf(file)[1]?.[1]).toBe(`'${merchant}`);
  });

  it('leaves a merchant that merely contains a formula sign as it is', async () => {
    const file = await saved({
      rows: [['2026-11-20 09:15:00', 'A+B Store = best @home', '1.00', 'Settled']],
    });

    expect(cellsOf(file)[1]?.[1]).toBe('A+B Store = best @home');
  });

  it.each<[string, Statement['delimiter']]>([
    ['-19.99', ','],
    ['-19,99', ';'],
  ])('writes the amount spent %j as a number a spreadsheet adds up', async (amount, delimiter) => {
    const file = await saved({
      delimiter,
      rows: [['2026-11-20 09:15:00', 'Online Bookshop', amount, 'Settled']],
    });

    expect(cellsOf(file, delimiter)[1]?.[2]).toBe(amount);
  });
});
