export interface PaymentMethod {
  id: string;
  label: string;
  name: string;
  /** URL of the provider's logo. */
  logo: string;
}
