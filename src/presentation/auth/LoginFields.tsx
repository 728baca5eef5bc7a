import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { AuthField } from './AuthField';
import type { LoginFormModel } from './LoginFormModel';

/** The e-mail and password fields of the sign-in tab and of the login modal (`idPrefix` keeps ids apart). */
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
      <AuthField
        id={`${idPrefix}-email`}
        label={t('signin.signIn.email')}
        message={model.fieldMessage('email')}
      >
        {(aria) => (
          <Input
            id={`${idPrefix}-email`}
            {...aria}
            inputMode="email"
            autoComplete="username"
            value={model.email}
            disabled={emailLocked}
            onChange={(event) => model.setEmail(event.target.value)}
            onBlur={() => model.blur('email')}
          />
        )}
      </AuthField>
      <AuthField
        id={`${idPrefix}-password`}
        label={t('signin.signIn.password')}
        message={model.fieldMessage('password')}
      >
        {(aria) => (
          <Input.Password
            id={`${idPrefix}-password`}
            {...aria}
            maxLength={SECURE_INPUT_MAX}
            autoComplete="current-password"
            value={model.password}
            onChange={(event) => model.setPassword(event.target.value)}
            onBlur={() => model.blur('password')}
          />
        )}
      </AuthField>
    </>
  );
});
