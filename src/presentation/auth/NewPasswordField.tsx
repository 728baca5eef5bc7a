import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { TextField, type TextFieldProps } from '../forms/TextField';
import { passwordFullNote } from './authMessages';

/**
 * A new password, capped at what the secure input takes (password managers generate within the cap);
 * `rule` shows the password rule as its hint (a confirmation needs none).
 */
export const NewPasswordField = observer(function NewPasswordField<F extends string>({
  rule = true,
  ...field
}: Omit<TextFieldProps<F>, 'note' | 'password'> & { rule?: boolean }) {
  const { t } = useTranslation();
  const hint = rule
    ? t('signin.register.passwordHint', { min: PASSWORD_MIN, max: SECURE_INPUT_MAX })
    : undefined;
  return (
    <TextField
      {...field}
      hint={hint}
      note={passwordFullNote(field.form.values[field.field])}
      password
      maxLength={SECURE_INPUT_MAX}
      autoComplete="new-password"
    />
  );
});
