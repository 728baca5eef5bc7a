import { Alert } from 'antd';
import type { Message } from './Message';
import { useMessageText } from './useMessageText';

/**
 * A message above a form or on a page (a failed call: the form keeps what was typed), announced to
 * assistive technology as it appears.
 */
export function MessageAlert({
  message,
  type = 'error',
}: {
  message: Message | null;
  type?: 'error' | 'warning' | 'success' | 'info';
}) {
  const text = useMessageText();
  if (message === null) return null;
  return (
    <Alert
      type={type}
      showIcon
      role={type === 'error' ? 'alert' : 'status'}
      title={text(message)}
      style={{ marginBottom: 16 }}
    />
  );
}
