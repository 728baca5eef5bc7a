import { Input } from 'antd';
import { SECURE_INPUT_MAX } from '../../domain/consumer/password';
import type { FieldControlProps } from '../forms/FormField';

/** A new password, capped at what the secure input takes (password managers generate within the cap). */
export function NewPasswordInput({
  control,
  value,
  onType,
  onBlur,
}: {
  control: FieldControlProps;
  value: string;
  onType: (text: string) => void;
  onBlur: () => void;
}) {
  return (
    <Input.Password
      {...control}
      maxLength={SECURE_INPUT_MAX}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onType(event.target.value)}
      onBlur={onBlur}
    />
  );
}
