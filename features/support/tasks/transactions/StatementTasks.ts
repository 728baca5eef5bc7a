/** A downloaded statement as a spreadsheet reads it. */
export interface DownloadedStatement {
  fileName: string;
  /** The character between its columns. */
  separator: string;
  /** The columns' titles. */
  columns: string[];
  /** One row of cells per transaction, in the file's order. */
  rows: string[][];
}

/** The statement download under the transactions of the selected card, told as the consumer uses it. */
export interface StatementTasks {
  /** Camille opens her cards screen in that language, on the named card ("active"), and shows its transactions. */
  showTransactionsOf(card: string, language: string): Promise<void>;
  /** The status filter of the transactions: all, declined, blocked, pending or settled. */
  keepInView(filter: string): Promise<void>;
  /** Whether the screen offers to download the statement. */
  statementOffered(): Promise<boolean>;
  /** Downloads the statement: the file the shop handed over. */
  download(): Promise<DownloadedStatement>;
  /** The last four digits of the card whose transactions are shown. */
  lastFour(): Promise<string>;
  /** The dates of the card's transactions as the issuer recorded them, newest first. */
  recordedDates(): Promise<string[]>;
}
