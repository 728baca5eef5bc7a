import { useTranslation } from 'react-i18next';
import type { PaymentMessage } from './paymentMessages';

/** A locale key in the page's language, or the server's own sentence as it came. */
export function ShownMessage({ message }: { message: PaymentMessage }) {
  const { t } = useTranslation();
  return <>{'key' in message ? t(message.key) : message.text}</>;
}
