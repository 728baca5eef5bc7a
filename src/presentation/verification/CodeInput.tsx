import { Input } from 'antd';
import type { FieldControlProps } from '../registration/FormField';

/** The 6-digit code box: the presenter puts the dashes in (12-34-56) and sends the code at the sixth digit. */
export function CodeInput({
  control,
  value,
  onType,
}: {
  control: FieldControlProps;
  value: string;
  onType: (text: string) => void;
}) {
  return (
    <Input
      {...control}
      size="large"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="12-34-56"
      // Six digits and their two dashes.
      maxLength={8}
      value={value}
      onChange={(event) => onType(event.target.value)}
      style={{ letterSpacing: 4, maxWidth: 220 }}
    />
  );
}
