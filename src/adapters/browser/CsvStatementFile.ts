import type { Statement, StatementFile } from '../../application/cards/ports/StatementFile';
import type { SaveFile } from './linkDownload';

/** Excel reads a CSV file as UTF-8 only when it starts with a byte order mark (else "Réglée" reads "RÃ©glÃ©e"). */
const BYTE_ORDER_MARK = '\ufeff';

/**
 * A cell a spreadsheet would run as a formula (CSV injection: a merchant named `=HYPERLINK(…)`):
 * papaparse writes it with a leading apostrophe, so it reads as text. Its own pattern for
 * `escapeFormulae: true` (`^[=+\-@\t\r].*$`) lets a cell with a line break through, as `.` stops
 * at the break; this one looks at the first character only. A plain negative amount (`-19.99`,
 * `-19,99`), a payment, is a number, not a formula: it stays as it is.
 */
const FORMULA_START = /^(?!-\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/**
 * The statement as a CSV file (RFC 4180: CRLF line ends, a cell holding the separator, a quote or a
 * line break is quoted, quotes doubled), written by papaparse and handed over by `saveFile`.
 * papaparse downloads with the first statement: no first visit pays for it.
 */
export class CsvStatementFile implements StatementFile {
  constructor(private readonly saveFile: SaveFile) {}

  async save(statement: Statement): Promise<void> {
    const { default: Papa } = await import(/* webpackChunkName: "statement-csv" */ 'papaparse');
    this.saveFile({
      name: statement.fileName,
      type: 'text/csv;charset=utf-8',
      content: BYTE_ORDER_MARK + csvOf(Papa, statement),
    });
  }
}

function csvOf(Papa: typeof import('papaparse'), statement: Statement): string {
  return Papa.unparse(
    { fields: [...statement.header], data: statement.rows.map((row) => [...row]) },
    { delimiter: statement.delimiter, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}
