/** What a consumer sees on the identity check screen, in their words. */
export interface KycTasks {
  /**
   * The identity check screen open and the check brought to that stage: the basic check of a
   * registrant, or the full check of a consumer who passed the basic one.
   */
  checkAt(stage: string, check: 'basic' | 'full'): Promise<void>;
  /** How often the screen asks for the status, in seconds; null when it no longer asks. */
  statusAskedEvery(): Promise<number | null>;
  /** Whether the button to go to my cards is shown. */
  cardsButtonShown(): Promise<boolean>;
  /** The message the screen shows about the check, in the visitor's words; null when none. */
  message(): Promise<string | null>;
  /** How many seconds pass before the button takes the consumer on, and where it takes them. */
  buttonMovesOn(): Promise<{ seconds: number; to: string }>;
}
