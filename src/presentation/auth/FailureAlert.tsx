import { Alert } from 'antd';
import type { ShownMessage } from './authMessages';
import { useShownMessage } from './useShownMessage';

/** A form-level failure (the call failed as a whole); the form above it keeps what was typed. */
export function FailureAlert({ message }: { message: ShownMessage | null }) {
  const text = useShownMessage();
  if (!message) return null;
  return <Alert type="error" showIcon title={text(message)} style={{ marginBottom: 16 }} />;
}
