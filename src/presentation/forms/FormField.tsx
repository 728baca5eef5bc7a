import { Form } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Message } from '../messages/Message';
import { useMessageText } from '../messages/useMessageText';

/** What the control inside a field needs to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled field: a visible <label> for the control, an optional hint and the field's message,
 * both read out with the control (aria-describedby) and the control marked invalid while the
 * message shows. The values live in the presenter, not in antd's form store. The control itself
 * (input, select, date picker) is rendered by the caller's function, called here: an observer, so
 * the values that function reads are followed.
 */
export const FormField = observer(function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The field's message, or null. */
  error: Message | null;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const text = useMessageText();
  const errorText = text(error);
  const helpId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [errorText ? helpId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={errorText ? 'error' : undefined}
      help={errorText ? <span id={helpId}>{errorText}</span> : undefined}
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
        id,
        'aria-invalid': errorText ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </Form.Item>
  );
});
