import type { RegisterField } from '../../../../src/presentation/auth/AuthorizationPresenter';

/** The screens a visitor may land on after signing in, registering or signing out. */
export type SigningInPlace = 'signIn' | 'verifyEmail' | 'cards' | 'identityUpgradeInfo';

/** Who the shop says is signed in: the header's session, and the shop's own profile read. */
export interface SignedIn {
  /** The e-mail address of the consumer the header knows, or null. */
  shown: string | null;
  /** The e-mail address the shop answers for the session, or null when it answers Unauthorized. */
  shopKnows: string | null;
}

/** A texted message, as the tester reads it on the sandbox outbox. */
export interface TextedCode {
  to: string;
  code: string;
}

/**
 * Registering, signing in and signing out, in the visitor's words: the Authorization page's tabs,
 * the one-time-code window that follows a sign-in, and the user menu's sign-out.
 */
export interface SigningInTasks {
  /** The register tab: e-mail (Jane's own unless given), mobile number, password, terms accepted. */
  register(details?: { email?: string }): Promise<void>;
  /** The words under a field of the register tab (null when it shows none). */
  registerFieldSays(field: RegisterField): string | null;

  /** The sign-in tab: e-mail and password (hers unless given); opened from the identity upgrade link or not. */
  signIn(person: string, options?: { password?: string; fromIdentityUpgrade?: boolean }): Promise<void>;
  /** The words the sign-in tab shows above its fields (null when none). */
  signInSays(): string | null;

  /** Whether the one-time-code window is open. */
  codeWindowOpen(): boolean;
  /** The newest text of the sandbox outbox. */
  newestText(): Promise<TextedCode | null>;
  /** How many one-time codes the sandbox outbox holds. */
  codesTexted(): Promise<number>;
  /** Types the newest texted code into the code window (sent by itself at the sixth digit). */
  enterCodeFromOutbox(): Promise<void>;
  /** Types a code that is not the texted one, `times` times. */
  enterWrongCode(times: number): Promise<void>;
  /** The code window's "send a new code". */
  askForNewCode(): Promise<void>;
  /** The same, within a minute of the last code texted: no new code comes. */
  askForNewCodeTooSoon(): Promise<void>;
  /** The words under the code box (null when none). */
  codeWindowSays(): string | null;

  /** The user menu's sign-out. */
  signOut(): Promise<void>;
  /** Whether the session held before signing out still opens the consumer's profile. */
  oldSessionStillOpens(): Promise<boolean>;

  signedIn(): Promise<SignedIn>;
  /** The screen the latest action led to (null: it stayed on the page). */
  landedOn(): SigningInPlace | null;
  /** The card value, in euros, of the payment page the latest action led to (null: not a payment page). */
  landedOnPaymentFor(): Promise<number | null>;
}
