import type { ServiceIdentifier } from 'inversify';

/**
 * A card statement as a table of text, written and translated by the caller (adapters hold no
 * user-visible text): the columns' titles, then one row per transaction, cell for cell.
 */
export interface Statement {
  fileName: string;
  /** The column separator the reader's spreadsheets expect. */
  delimiter: ',' | ';';
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** Hands a statement to the consumer as a file (in the browser: a download). */
export interface StatementFile {
  save(statement: Statement): Promise<void>;
}

export const STATEMENT_FILE: ServiceIdentifier<StatementFile> = Symbol.for('StatementFile');
