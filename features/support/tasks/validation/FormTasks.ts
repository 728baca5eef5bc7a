/**
 * What a visitor does with a form of the shop and what it answers, in their words: fields are
 * named by their labels, answers are the words the visitor reads (null when the field is accepted).
 */
export interface FormTasks {
  /** Fills in every field of the named form correctly. */
  fillInCorrectly(form: string): Promise<void>;
  /** Puts a value in a field, by its label. */
  fill(label: string, value: string): Promise<void>;
  /** Leaves the terms and conditions box unticked. */
  untickTerms(): Promise<void>;
  /** The words shown for that field once it is checked, or null when it is accepted. */
  answerFor(label: string): Promise<string | null>;
  /** The note the field shows while it holds what was put in it (a full field says so), or null. */
  noteFor(label: string): Promise<string | null>;
  /** Whether the form goes through, nothing refused. */
  canBeSent(): Promise<boolean>;
  /** The dial country a fresh form of that kind starts with. */
  preselectedDialCountry(form: string): Promise<string>;
}

/** A valid text of `length` characters for a field, so that only its length is on trial. */
export function textOfLength(label: string, length: number): string {
  const units: Record<string, string> = {
    Password: 'a1',
    'New password': 'a1',
    'Address line 1': '1 a',
    'Postal code': '1',
  };
  const unit = units[label] ?? 'a';
  return unit.repeat(length).slice(0, length);
}
