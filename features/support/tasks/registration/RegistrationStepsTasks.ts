/** What a consumer sees and does on the registration's information steps, in their words. */
export interface RegistrationStepsTasks {
  /** Opens an information step: "personal information", "address information", "financial information". */
  openStep(step: string): Promise<void>;
  /** The progress bar's percentage. */
  progress(): Promise<number>;
  /** The place Back leads to, as the product owner names it. */
  backLeadsTo(): Promise<string>;
  /** A consumer who went through the whole registration, living in that city. */
  fullyRegisteredLivingIn(city: string): Promise<void>;
  /** Sends the address step again, with that city and every other answer as saved. */
  sendAddressStepWithCity(city: string): Promise<void>;
  /** How many profile updates the shop sent since the consumer was set up. */
  profileUpdatesSent(): Promise<number>;
}
