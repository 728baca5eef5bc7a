import { Input, Slider } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { Message } from '../messages/Message';
import { FormField } from '../forms/FormField';
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
  const pressUnderway = usePressUnderway();
  const field = useTextTypedBeforeTakeover(
    control.text,
    (typed) => control.type(typed),
    () => control.blur(),
  );
  return (
    <>
      <FormField id={id} label={label} error={message} errorIsNotice={control.corrected} hint={hint}>
        {(fieldControl) => (
          <Input
            {...fieldControl}
            ref={field}
            size={size}
            inputMode="numeric"
            autoComplete="off"
            value={control.text}
            suffix={<span aria-hidden="true">{currency}</span>}
            onChange={(event) => control.type(event.target.value)}
            onBlur={() => control.blur(pressUnderway())}
          />
        )}
      </FormField>
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
