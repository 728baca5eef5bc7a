import { Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_MIN, SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { paths } from '../shell/paths';
import { AuthField } from './AuthField';
import type { AuthorizationPresenter } from './AuthorizationPresenter';
import { FailureAlert } from './FailureAlert';
import { useShownMessage } from './useShownMessage';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The register tab: e-mail, the mobile number's country code and number, the password in the
 * secure input (tokenised before it leaves) and the terms checkbox.
 */
export const RegisterTab = observer(function RegisterTab({
  presenter,
}: {
  presenter: AuthorizationPresenter;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const submit = async () => {
    const target = await presenter.submitRegister();
    if (target) await navigate(target);
  };

  const dialOptions = presenter.dialCountries.map(({ country, dialCode }) => ({
    value: country,
    label: t('signin.register.dialCountryOption', {
      country: t(`signin.dialCountries.${country}`),
      dialCode,
    }),
  }));

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
      <FailureAlert message={presenter.registerFailure} />
      <AuthField
        id="register-email"
        label={t('signin.register.email')}
        message={presenter.registerMessage('email')}
      >
        {(aria) => (
          <Input
            id="register-email"
            {...aria}
            inputMode="email"
            autoComplete="email"
            value={presenter.values.email}
            onChange={(event) => presenter.setEmail(event.target.value)}
            onBlur={() => presenter.blur('email')}
          />
        )}
      </AuthField>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <AuthField
            id="register-dial-country"
            label={t('signin.register.dialCountry')}
            message={presenter.registerMessage('countryIso')}
          >
            {(aria) => (
              <Select
                id="register-dial-country"
                {...aria}
                showSearch={{ optionFilterProp: 'label' }}
                options={dialOptions}
                value={presenter.values.countryIso}
                onChange={(country: string) => presenter.chooseDialCountry(country)}
                onBlur={() => presenter.blur('countryIso')}
              />
            )}
          </AuthField>
        </div>
        <div style={{ flex: '2 1 200px', minWidth: 0 }}>
          <AuthField
            id="register-number"
            label={t('signin.register.number')}
            message={presenter.registerMessage('number')}
            hint={t('signin.register.numberHint')}
          >
            {(aria) => (
              <Input
                id="register-number"
                {...aria}
                inputMode="tel"
                autoComplete="tel-national"
                value={presenter.values.number}
                onChange={(event) => presenter.setNumber(event.target.value)}
                onBlur={() => presenter.blur('number')}
              />
            )}
          </AuthField>
        </div>
      </Flex>
      <AuthField
        id="register-password"
        label={t('signin.register.password')}
        message={presenter.registerMessage('password')}
        hint={t('signin.register.passwordHint', { min: PASSWORD_MIN, max: SECURE_INPUT_MAX })}
      >
        {(aria) => (
          <Input.Password
            id="register-password"
            {...aria}
            maxLength={SECURE_INPUT_MAX}
            autoComplete="new-password"
            value={presenter.values.password}
            onChange={(event) => presenter.setPassword(event.target.value)}
            onBlur={() => presenter.blur('password')}
          />
        )}
      </AuthField>
      <TermsField presenter={presenter} />
      <Button type="primary" htmlType="submit" size="large" block loading={presenter.registering}>
        {t('signin.register.submit')}
      </Button>
    </Form>
  );
});

/** The terms checkbox; its link opens the terms in a new tab, so nothing typed here is lost. */
const TermsField = observer(function TermsField({ presenter }: { presenter: AuthorizationPresenter }) {
  const text = useShownMessage();
  const termsMessage = presenter.registerMessage('acceptedTerms');
  return (
    <Form.Item
      validateStatus={termsMessage ? 'error' : undefined}
      help={termsMessage ? <span id="register-terms-message">{text(termsMessage)}</span> : undefined}
    >
      <Checkbox
        id="register-terms"
        checked={presenter.values.acceptedTerms}
        aria-invalid={termsMessage ? true : undefined}
        aria-describedby={termsMessage ? 'register-terms-message' : undefined}
        onChange={(event) => presenter.setAcceptedTerms(event.target.checked)}
      >
        <Trans
          i18nKey="signin.register.terms"
          components={{
            // A new tab keeps what was typed here; Trans fills the link with its text.
            termsLink: <a href={paths.terms()} target="_blank" rel="noopener noreferrer" />,
            newTab: <VisuallyHidden />,
          }}
        />
      </Checkbox>
    </Form.Item>
  );
});
