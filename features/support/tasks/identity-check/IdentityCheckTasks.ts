/**
 * The identity check during registration, told as Jane sees its screen: the hosted widget (the
 * sandbox's stand-in), the sandbox reviewer, Simulate Success, and what the screen says.
 */
export interface IdentityCheckTasks {
  /** Jane has registered, confirmed her e-mail address and mobile number and given her profile. */
  readyForTheCheck(): Promise<void>;
  /** The identity check screen opens and starts the widget. */
  open(): Promise<void>;
  /** In the widget: a document type and a photo chosen, then Submit. */
  submitDocuments(): Promise<void>;
  /** The widget tells the screen the documents were rejected. */
  widgetRejects(): Promise<void>;
  /** The sandbox reviewer approves, out of the screen's sight: the screen learns it from the status. */
  reviewerApproves(): Promise<void>;
  simulateSuccess(): Promise<void>;
  /** What the screen says about the check (its status and alert), in the visitor's words. */
  says(): string[];
  /** Lets time pass on the screen. */
  wait(ms: number): Promise<void>;
  /** Whether the screen offers its button to the cards. */
  offersCards(): boolean;
  /** Whether the screen has sent Jane on to her cards by itself, and the cards let her in. */
  movedToCards(): boolean;
  /** Whether the shop still has anything scheduled (a status read, the wait before the cards). */
  anythingScheduled(): boolean;
  /** The identity check level the shop now knows Jane has passed. */
  levelPassed(): number | null;
}
