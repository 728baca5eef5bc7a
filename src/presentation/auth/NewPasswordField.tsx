import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { FormField } from '../forms/FormField';
import type { Message } from '../messages/Message';

/**
 * A new password, capped at what the secure input takes (password managers generate within the cap);
 * `rule` shows the password rule as its hint (a confirmation needs none).
 */
export function NewPasswordField({
  rule = true,
  value,
  onType,
  onBlur,
  ...field
}: {
  id: string;
  label: string;
  error: Message | null;
  note: Message | null;
  rule?: boolean;
  value: string;
  onType: (text: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const hint = rule
    ? t('signin.register.passwordHint', { min: PASSWORD_MIN, max: SECURE_INPUT_MAX })
    : undefined;
  return (
    <FormField {...field} hint={hint}>
      {(control) => (
        <Input.Password
          {...control}
          maxLength={SECURE_INPUT_MAX}
          autoComplete="new-password"
          value={value}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
