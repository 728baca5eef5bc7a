import { inject, injectable } from 'inversify';
import type { Language } from '../../../domain/language/Language';
import { formatDecimalEuros } from '../../../domain/money/formatDecimalEuros';
import { CLOCK, type Clock } from '../../shared/Clock';
import type { CardTransaction } from '../CardTransaction';
import { STATEMENT_FILE, type Statement, type StatementFile } from '../ports/StatementFile';

/** The reader's words for the statement (the caller translates); this use case lays it out. */
export interface StatementWords {
  language: Language;
  /** `day` is 'YYYY-MM-DD'. */
  fileName(lastFour: string, day: string): string;
  /** Date, merchant, amount, status. */
  header: readonly string[];
  status(transaction: CardTransaction): string;
}

/**
 * Decision: French spreadsheets (Excel and LibreOffice in French) take ';' as the column separator,
 * since ',' is their decimal mark; English ones take ','. A cell holding the separator is quoted
 * anyway, so either would survive; this one opens in columns at a double-click.
 */
const SEPARATORS: Record<Language, Statement['delimiter']> = { en: ',', fr: ';' };

/**
 * Saves the statement of a card: every transaction given, whatever a filter shows (one short of the
 * filtered-out rows could be taken for the whole record). Decisions: the date is the issuer's own
 * 'YYYY-MM-DD HH:MM:SS', which every spreadsheet reads as a date and which sorts as text too; the
 * amount is a bare signed number in the language's decimal format ("-12.50" a payment, "5,00"
 * received), the currency named in its column's title, so a spreadsheet can add the amounts up; the
 * file is named after the card's last four digits and the reader's own calendar day.
 */
@injectable()
export class DownloadStatement {
  constructor(
    @inject(STATEMENT_FILE) private readonly file: StatementFile,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(transactions: readonly CardTransaction[], lastFour: string, words: StatementWords): Promise<void> {
    return this.file.save({
      fileName: words.fileName(lastFour, calendarDay(this.clock.now())),
      delimiter: SEPARATORS[words.language],
      header: words.header,
      rows: transactions.map((transaction) => [
        transaction.date,
        transaction.merchant,
        formatDecimalEuros(transaction.transactionAmount.amount, words.language),
        words.status(transaction),
      ]),
    });
  }
}

/** 'YYYY-MM-DD' of the reader's own calendar (local time). */
function calendarDay(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
