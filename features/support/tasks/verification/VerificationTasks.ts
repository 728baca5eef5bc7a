/**
 * Confirming the e-mail address and the mobile number after registering, told as the new consumer
 * sees the verification pages. Actions move on; the others answer what the page shows.
 */
export interface VerificationTasks {
  /** Jane registers, as the register tab does it, and is signed in. */
  registered(): Promise<void>;
  /** Jane's e-mail address is verified already (the e-mail sent and its link opened). */
  emailVerified(): Promise<void>;
  /** Opens the Verify Email page, which sends the e-mail unless one was sent less than 60 seconds ago. */
  openEmailPage(): Promise<void>;
  /** The page's "Send the e-mail again". */
  resendEmail(): Promise<void>;
  /** Whether the page lets her ask for the e-mail again now. */
  canResendEmail(): boolean;
  /** What the Verify Email page says now (its wait and its alerts), in the visitor's words. */
  emailPageSays(): string[];
  /** Opens the link of the newest verification e-mail in the sandbox outbox, or one with a nonce never sent. */
  openEmailLink(sent: boolean): Promise<void>;
  /** Whether the link's page says the address is verified. */
  linkVerified(): boolean;
  /** Where the link's page leads on to. */
  linkContinuesToMobile(): boolean;
  /** Opens Verify Mobile, which texts a code. */
  openMobilePage(): Promise<void>;
  /** Types the newest texted code from the outbox, or a wrong one. */
  typeMobileCode(right: boolean): Promise<void>;
  /** Whether Verify Mobile says the code is invalid. */
  mobileCodeRefused(): boolean;
  /** Whether Verify Mobile moved on to Mobile Success. */
  movedToMobileSuccess(): boolean;
}
