import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '../../domain/consumer/password';
import { TextField } from '../forms/TextField';
import { passwordFullNote } from './authMessages';
import type { LoginFormModel } from './LoginFormModel';

/** The e-mail and password fields of the sign-in tab and the login modal. */
export const LoginFields = observer(function LoginFields({
  model,
  idPrefix,
  emailLocked = false,
}: {
  model: LoginFormModel;
  idPrefix: string;
  emailLocked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        form={model}
        field="email"
        id={`${idPrefix}-email`}
        label={t('signin.signIn.email')}
        inputMode="email"
        autoComplete="username"
        disabled={emailLocked}
      />
      <TextField
        form={model}
        field="password"
        id={`${idPrefix}-password`}
        label={t('signin.signIn.password')}
        note={passwordFullNote(model.values.password, PASSWORD_MAX)}
        password
        // Any password the issuer accepts signs in, also one set elsewhere, longer than the secure input takes.
        maxLength={PASSWORD_MAX}
        autoComplete="current-password"
      />
    </>
  );
});
