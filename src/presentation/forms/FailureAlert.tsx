import { Alert } from 'antd';
import type { Failure, ShownMessage } from './messages';
import { useMessages } from './useMessages';

/**
 * A failed call's message above a form (the form keeps what was typed), announced to assistive
 * technology as it appears.
 */
export function FailureAlert({ failure }: { failure: Failure | ShownMessage | null }) {
  const { failure: failureText, shown } = useMessages();
  if (failure === null) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={'detail' in failure ? failureText(failure) : shown(failure)}
      style={{ marginBottom: 16 }}
    />
  );
}
