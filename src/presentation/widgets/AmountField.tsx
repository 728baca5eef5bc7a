// antd's Input alone, without the Search, Password, TextArea and OTP fields its index brings (and their
// icons, Space and resizing code, some 8 KiB gzipped): an amount needs only the text box.
import Input from 'antd/es/input/Input';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../messages/Message';
import { AMOUNT_SLIDER_ATTRIBUTE } from '../shell/prerendered';
import { FormField } from '../forms/FormField';
import { usePressUnderway } from '../forms/usePressUnderway';
import { useTextTypedBeforeTakeover } from '../forms/useTextTypedBeforeTakeover';
import type { AmountEntry } from './AmountEntry';
import { AmountSlider } from './AmountSlider';
import { useMoney } from './useMoney';

export interface AmountFieldProps {
  control: AmountEntry;
  /** Under the box: the amount's own message unless the screen says more (why its call failed). */
  message?: Message | null;
  /** The text box's id; the hint, the message and the slider take it with -hint, -message and -slider after it. */
  id: string;
  /** Where the screen's texts are (`payment.amount`): its label, sliderLabel, and hint naming {{min}} and {{max}}. */
  texts: string;
  size?: 'large';
  sliderStyle?: CSSProperties;
}

/** An AmountEntry's text box in whole euros and its slider, with the hint and the message under the box. */
export const AmountField = observer(function AmountField({
  control,
  message = control.message,
  id,
  texts,
  size,
  sliderStyle,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { min, max } = control.bounds;
  const sliderId = `${id}-slider`;
  const pressUnderway = usePressUnderway();
  const field = useTextTypedBeforeTakeover(
    control.text,
    (typed) => control.type(typed),
    () => control.blur(),
  );
  return (
    <>
      <FormField
        id={id}
        label={t(`${texts}.label`)}
        error={message}
        errorIsNotice={control.corrected}
        hint={t(`${texts}.hint`, { min: money(min), max: money(max) })}
      >
        {(fieldControl) => (
          <Input
            {...fieldControl}
            ref={field}
            size={size}
            inputMode="numeric"
            autoComplete="off"
            // A prerendered page's first script moves the slider with the text box before the app runs.
            {...{ [AMOUNT_SLIDER_ATTRIBUTE]: sliderId }}
            value={control.text}
            // The formatted amount says the currency to screen readers.
            suffix={<span aria-hidden="true">{t('common.currency')}</span>}
            onChange={(event) => control.type(event.target.value)}
            onBlur={() => control.blur(pressUnderway())}
          />
        )}
      </FormField>
      <AmountSlider
        id={sliderId}
        value={control.sliderCents}
        bounds={control.bounds}
        onSlide={(cents) => control.slide(cents)}
        label={t(`${texts}.sliderLabel`)}
        say={money}
        style={sliderStyle}
      />
    </>
  );
});
