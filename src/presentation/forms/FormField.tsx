import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Message } from '../messages/Message';
import { useMessageText } from '../messages/useMessageText';
import { FormItem } from './FormItem';

/** The grey of a field's hint and note: antd's description grey is below 4.5:1 on white, this one passes WCAG AA. */
const FIELD_TEXT_GREY = 'rgba(0, 0, 0, 0.65)';
/** A notice in the message's place reads in the text's own grey, not antd's description grey. */
const NOTICE_STYLE = { color: 'rgba(0, 0, 0, 0.88)' };

/** What the control inside a field needs to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled field: a visible <label>, an optional hint and the message, read out with the control
 * (aria-describedby); a note in a polite live region, read out when it comes. The values live in the
 * presenter, not antd's form store; the caller's function renders the control inside this observer.
 */
export const FormField = observer(function FormField({
  id,
  label,
  error,
  errorIsNotice = false,
  hint,
  note,
  children,
}: {
  id: string;
  label: ReactNode;
  error: Message | null;
  /** The message only tells (an amount pulled into range): the control is not marked invalid. */
  errorIsNotice?: boolean;
  hint?: ReactNode;
  /** What the field tells without anything being wrong, or null; absent for a field that never has one. */
  note?: Message | null;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const text = useMessageText();
  const errorText = text(error);
  const invalid = Boolean(errorText) && !errorIsNotice;
  const noteText = note === undefined ? null : text(note);
  const helpId = `${id}-message`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const describedBy = [errorText ? helpId : null, hint ? hintId : null, noteText ? noteId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FormItem
      label={label}
      htmlFor={id}
      invalid={invalid}
      help={
        errorText ? (
          <span id={helpId} style={invalid ? undefined : NOTICE_STYLE}>
            {errorText}
          </span>
        ) : undefined
      }
      extra={
        hint || note !== undefined ? (
          <>
            {hint ? (
              <span id={hintId} style={{ color: FIELD_TEXT_GREY }}>
                {hint}
              </span>
            ) : null}
            {note !== undefined ? (
              <span aria-live="polite" style={{ display: 'block', color: FIELD_TEXT_GREY }}>
                {noteText ? <span id={noteId}>{noteText}</span> : null}
              </span>
            ) : null}
          </>
        ) : undefined
      }
    >
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
    </FormItem>
  );
});
