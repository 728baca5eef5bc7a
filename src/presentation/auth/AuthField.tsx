import { Form } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ShownMessage } from './authMessages';
import { useShownMessage } from './useShownMessage';

/** What the control inside an AuthField must carry so the message and hint are read with it. */
export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One labelled form field: a visible <label> bound to the control, the field's message under it
 * (error state) and an optional hint. The values live in the presenter, not in antd's form store.
 * An observer: the control's render function reads the presenter here, so this is what re-renders.
 */
export const AuthField = observer(function AuthField({
  id,
  label,
  message,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  message: ShownMessage | null;
  hint?: ReactNode;
  children: (aria: FieldAria) => ReactNode;
}) {
  const text = useShownMessage();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span id={messageId}>{text(message)}</span> : undefined}
      extra={
        hint ? (
          // antd's description grey is below 4.5:1 on white; this grey passes WCAG AA.
          <span id={hintId} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
            {hint}
          </span>
        ) : undefined
      }
    >
      {children({
        ...(message ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
    </Form.Item>
  );
});
