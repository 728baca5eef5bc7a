import { Form, Input, Slider } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { Message } from '../messages/Message';
import { useMessageText } from '../messages/useMessageText';
import { usePressUnderway } from '../forms/usePressUnderway';
import { useTextTypedBeforeTakeover } from '../forms/useTextTypedBeforeTakeover';
import type { AmountEntry } from './AmountEntry';
import { useMoney } from './useMoney';

export interface AmountFieldProps {
  control: AmountEntry;
  message: Message | null;
  /** The text box's id; the hint and the message take it with -hint and -message after it. */
  id: string;
  label: string;
  hint: string;
  sliderLabel: string;
  /** Shown after the number, hidden from screen readers (the formatted amount says it). */
  currency: string;
  size?: 'large';
  sliderStyle?: CSSProperties;
}

/** An AmountEntry's text box in whole euros and its slider, with the hint and the message under the box. */
export const AmountField = observer(function AmountField({
  control,
  message,
  id,
  label,
  hint,
  sliderLabel,
  currency,
  size,
  sliderStyle,
}: AmountFieldProps) {
  const { money } = useMoney();
  const text = useMessageText();
  const messageText = text(message);
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const invalid = messageText !== null && !control.corrected;
  const pressUnderway = usePressUnderway();
  const field = useTextTypedBeforeTakeover(
    control.text,
    (typed) => control.type(typed),
    () => control.blur(),
  );
  return (
    <>
      <Form.Item
        label={label}
        htmlFor={id}
        validateStatus={invalid ? 'error' : undefined}
        help={
          messageText ? (
            // A notice reads in the text's own grey (antd's description grey is below 4.5:1 on white).
            <span id={messageId} style={invalid ? undefined : { color: 'rgba(0, 0, 0, 0.88)' }}>
              {messageText}
            </span>
          ) : undefined
        }
        extra={
          // antd's description grey is below 4.5:1 on white; this grey passes WCAG AA.
          <span id={hintId} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
            {hint}
          </span>
        }
      >
        <Input
          ref={field}
          id={id}
          size={size}
          inputMode="numeric"
          autoComplete="off"
          value={control.text}
          suffix={<span aria-hidden="true">{currency}</span>}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={messageText ? `${messageId} ${hintId}` : hintId}
          onChange={(event) => control.type(event.target.value)}
          onBlur={() => control.blur(pressUnderway())}
        />
      </Form.Item>
      <Slider
        min={control.bounds.min}
        max={control.bounds.max}
        step={100}
        value={control.sliderCents}
        onChange={(cents: number) => control.slide(cents)}
        ariaLabelForHandle={sliderLabel}
        ariaValueTextFormatterForHandle={(cents) => money(cents ?? control.sliderCents)}
        tooltip={{ formatter: (cents) => (cents === undefined ? null : money(cents)) }}
        style={sliderStyle}
      />
    </>
  );
});
