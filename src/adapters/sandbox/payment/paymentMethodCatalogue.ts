import type { PaymentMethod } from '../../../domain/payment/PaymentMethod';

/** A tiny inline SVG badge, so the payment page fetches nothing. */
function badge(text: string, background: string, colour = '#ffffff'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40">` +
    `<rect width="64" height="40" rx="6" fill="${background}"/>` +
    `<text x="32" y="25" font-family="Arial,sans-serif" font-size="11" font-weight="bold" ` +
    `fill="${colour}" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The methods the simulated payment provider offers, in the order it lists them. `name` is the
 * provider's own name (the shop maps some to friendly names); more than four, so the payment page's
 * "more methods" toggle has something to reveal.
 */
export const PAYMENT_METHOD_CATALOGUE: readonly PaymentMethod[] = [
  { id: 'visa', label: 'Visa', name: 'Visa', logo: badge('VISA', '#1a1f71') },
  { id: 'mastercard', label: 'Mastercard', name: 'Mastercard', logo: badge('MC', '#eb001b') },
  { id: 'cartebancaire', label: 'Carte Bancaire', name: 'Cartebancaire', logo: badge('CB', '#00589b') },
  { id: 'paypal', label: 'PayPal', name: 'PayPal checkout', logo: badge('PayPal', '#003087') },
  { id: 'amex', label: 'American Express', name: 'Americanexpress', logo: badge('AMEX', '#2e77bb') },
  { id: 'maestro', label: 'Maestro', name: 'Maestro', logo: badge('Maestro', '#0099df') },
  { id: 'sofort', label: 'Sofort', name: 'Sofort', logo: badge('Sofort', '#ef809f', '#000000') },
  { id: 'ideal', label: 'iDEAL', name: 'iDEAL', logo: badge('iDEAL', '#cc0066') },
];

/** Fresh copies of the catalogue: a caller changing them never changes the provider. */
export function paymentMethodCatalogue(): PaymentMethod[] {
  return PAYMENT_METHOD_CATALOGUE.map((method) => ({ ...method }));
}

export function isKnownPaymentMethod(paymethodId: string): boolean {
  return PAYMENT_METHOD_CATALOGUE.some((method) => method.id === paymethodId);
}
