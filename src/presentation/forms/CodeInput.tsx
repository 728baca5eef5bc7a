import type { InputProps, InputRef } from 'antd';
import Input from 'antd/es/input/Input';
import type { Ref } from 'react';
import type { FieldControlProps } from './FormField';

/**
 * A 6-digit code box; the presenter puts the dashes in and keeps at most 6 digits. No maxLength: the
 * browser would cut a pasted ' 12 34 56 ' to 8 characters before the spaces are dropped, losing digits.
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
      value={value}
      onChange={(event) => onType(event.target.value)}
      style={{ letterSpacing: 4, fontVariantNumeric: 'tabular-nums', ...style }}
    />
  );
}
