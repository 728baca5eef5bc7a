import { Button } from 'antd';
import type { CSSProperties } from 'react';
import type { Message } from './Message';
import { useMessageText } from './useMessageText';
import { Notice } from '../widgets/Notice';

/** A message above a form or on a page, announced to assistive technology as it appears. */
export function MessageAlert({
  message,
  type = 'error',
  style = { marginBottom: 16 },
  close,
  action,
}: {
  message: Message | null;
  type?: 'error' | 'warning' | 'success' | 'info';
  /** Where it stands: above what follows (the default), or below what precedes it. */
  style?: CSSProperties;
  /** The close button's name and what closing does, for a message the visitor may dismiss. */
  close?: { label: string; onClose: () => void };
  /** A button beside the message that answers it (Try again). */
  action?: { label: string; onClick: () => void };
}) {
  const text = useMessageText();
  if (message === null) return null;
  return (
    <Notice
      type={type}
      role={type === 'error' ? 'alert' : 'status'}
      title={text(message)}
      style={style}
      close={close}
      action={
        action && (
          <Button size="small" onClick={action.onClick}>
            {action.label}
          </Button>
        )
      }
    />
  );
}
