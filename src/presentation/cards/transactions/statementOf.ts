import dayjs from 'dayjs';
import type { Language } from '../../../domain/language/Language';
import type { Cents } from '../../../domain/money/Cents';
import { formatDecimalEuros } from '../../../domain/money/formatDecimalEuros';
import type { Statement } from '../../../application/cards/ports/StatementFile';

/** The page's words for the statement: its texts by key and its language (the view gives them). */
export interface StatementTexts {
  t(key: string, values?: Record<string, string>): string;
  language: Language;
}

/** One transaction as the statement lists it, before it is put into words. */
export interface StatementEntry {
  /** As the issuer sent it: 'YYYY-MM-DD HH:MM:SS'. */
  date: string;
  merchant: string;
  /** Signed: money spent negative, money received positive. */
  amount: Cents;
  /** The status's words, as the section shows them. */
  statusKey: string;
}

const COLUMNS = ['date', 'merchant', 'amount', 'status'] as const;

/**
 * Decision: French spreadsheets (Excel and LibreOffice in French) take ';' as the column separator,
 * since ',' is their decimal mark; English ones take ','. A cell holding the separator is quoted
 * anyway, so either would survive; this one opens in columns at a double-click.
 */
const SEPARATORS: Record<Language, Statement['delimiter']> = { en: ',', fr: ';' };

/**
 * The statement of a card: the date, merchant, amount and status of each transaction, in the
 * reader's language. Decisions: the date is the issuer's own 'YYYY-MM-DD HH:MM:SS', which every
 * spreadsheet reads as a date whatever its language and which sorts as text too; the amount is a
 * bare signed number in the language's decimal format ("-12.50" a payment, "5,00" received), the
 * currency named once in its column's title, so a spreadsheet can add the amounts up; the file is named after the card's last
 * four digits and the day it was downloaded (the reader's own calendar day).
 */
export function statementOf({
  entries,
  lastFour,
  today,
  texts,
}: {
  entries: readonly StatementEntry[];
  lastFour: string;
  today: Date;
  texts: StatementTexts;
}): Statement {
  return {
    fileName: texts.t('transactions.statement.fileName', {
      lastFour,
      date: dayjs(today).format('YYYY-MM-DD'),
    }),
    delimiter: SEPARATORS[texts.language],
    header: COLUMNS.map((column) => texts.t(`transactions.statement.columns.${column}`)),
    rows: entries.map((entry) => [
      entry.date,
      entry.merchant,
      formatDecimalEuros(entry.amount, texts.language),
      texts.t(entry.statusKey),
    ]),
  };
}
