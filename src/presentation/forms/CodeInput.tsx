import { Input, type InputProps, type InputRef } from 'antd';
import type { Ref } from 'react';
import type { FieldControlProps } from './FormField';

/** Six digits and their two dashes: 12-34-56. */
const CODE_DISPLAY_LENGTH = 8;

/**
 * A 6-digit code box (the SMS code, the one-time sign-in code): the presenter puts the dashes in
 * as the digits come and decides when the code is sent.
 */
export function CodeInput({
  control,
  value,
  onType,
  ref,
  style,
  ...rest
}: {
  control: FieldControlProps;
  value: string;
  onType: (text: string) => void;
  ref?: Ref<InputRef>;
} & Pick<InputProps, 'placeholder' | 'disabled' | 'readOnly' | 'style'>) {
  return (
    <Input
      {...control}
      {...rest}
      ref={ref}
      size="large"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_DISPLAY_LENGTH}
      value={value}
      onChange={(event) => onType(event.target.value)}
      style={{ letterSpacing: 4, fontVariantNumeric: 'tabular-nums', ...style }}
    />
  );
}
