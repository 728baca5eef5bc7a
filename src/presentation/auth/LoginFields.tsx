import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { PASSWORD_MAX } from '../../domain/consumer/password';
import { FormField } from '../forms/FormField';
import { useTextTypedBeforeTakeover } from '../forms/useTextTypedBeforeTakeover';
import type { LoginFormModel } from './LoginFormModel';
import { useTranslation } from 'react-i18next';

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
  const email = useTextTypedBeforeTakeover(
    model.email,
    (typed) => model.setEmail(typed),
    () => model.blur('email'),
  );
  const password = useTextTypedBeforeTakeover(
    model.password,
    (typed) => model.setPassword(typed),
    () => model.blur('password'),
  );
  return (
    <>
      <FormField
        id={`${idPrefix}-email`}
        label={t('signin.signIn.email')}
        error={model.login.fieldMessage('email')}
      >
        {(control) => (
          <Input
            {...control}
            ref={email}
            inputMode="email"
            autoComplete="username"
            value={model.email}
            disabled={emailLocked}
            onChange={(event) => model.setEmail(event.target.value)}
            onBlur={() => model.blur('email')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-password`}
        label={t('signin.signIn.password')}
        error={model.login.fieldMessage('password')}
        note={model.passwordNote}
      >
        {(control) => (
          <Input.Password
            {...control}
            ref={password}
            // Any password the issuer accepts signs in, also one set elsewhere, longer than the secure input takes.
            maxLength={PASSWORD_MAX}
            autoComplete="current-password"
            value={model.password}
            onChange={(event) => model.setPassword(event.target.value)}
            onBlur={() => model.blur('password')}
          />
        )}
      </FormField>
    </>
  );
});
