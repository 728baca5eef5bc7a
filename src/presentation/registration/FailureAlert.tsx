import { Alert } from 'antd';
import type { Failure } from '../verification/failure';
import { useMessages } from './useMessages';

/** A failed call's message, announced to assistive technology as it appears. */
export function FailureAlert({ failure, title }: { failure: Failure | null; title?: string }) {
  const { failure: text } = useMessages();
  if (failure === null) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? text(failure)}
      description={title ? text(failure) : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}
