import { Button, Checkbox, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../shell/paths';
import { VISUALLY_HIDDEN } from '../shell/VisuallyHidden';
import { DialCodeSelect } from '../forms/DialCodeSelect';
import { TextField } from '../forms/TextField';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import type { AuthorizationPresenter } from './AuthorizationPresenter';
import { MessageAlert } from '../messages/MessageAlert';
import { useMessageText } from '../messages/useMessageText';
import { NewPasswordField } from './NewPasswordField';
import { VerticalForm } from '../forms/VerticalForm';
import { FormItem } from '../forms/FormItem';

/** The register tab; the password is tokenised by the secure input before it leaves. */
export const RegisterTab = observer(function RegisterTab({
  presenter,
}: {
  presenter: AuthorizationPresenter;
}) {
  const { t } = useTranslation();
  const formRef = useFocusFirstInvalid(presenter.register.refusals);
  const { register } = presenter;
  return (
    <VerticalForm ref={formRef} onSubmit={() => void presenter.submitRegister()}>
      <MessageAlert message={register.failure} />
      <TextField
        form={register}
        field="email"
        id="register-email"
        label={t('signin.register.email')}
        inputMode="email"
        autoComplete="email"
      />
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <DialCodeSelect
            id="register-dial-country"
            label={t('signin.register.dialCountry')}
            error={register.fieldMessage('countryIso')}
            countries={presenter.dialCountries}
            value={register.values.countryIso}
            onChange={(country) => presenter.chooseDialCountry(country)}
            onBlur={() => register.blur('countryIso')}
          />
        </div>
        <div style={{ flex: '2 1 200px', minWidth: 0 }}>
          <TextField
            form={register}
            field="number"
            id="register-number"
            label={t('signin.register.number')}
            hint={t('signin.register.numberHint')}
            inputMode="tel"
            autoComplete="tel-national"
          />
        </div>
      </Flex>
      <NewPasswordField
        form={register}
        field="password"
        id="register-password"
        label={t('signin.register.password')}
      />
      <TermsField presenter={presenter} />
      <Button type="primary" htmlType="submit" size="large" block loading={register.call.running}>
        {t('signin.register.submit')}
      </Button>
    </VerticalForm>
  );
});

/** The terms checkbox; its link opens the terms in a new tab, so nothing typed here is lost. */
const TermsField = observer(function TermsField({ presenter }: { presenter: AuthorizationPresenter }) {
  const text = useMessageText();
  const termsMessage = text(presenter.register.fieldMessage('acceptedTerms'));
  return (
    <FormItem
      invalid={Boolean(termsMessage)}
      help={termsMessage ? <span id="register-terms-message">{termsMessage}</span> : undefined}
    >
      <Checkbox
        id="register-terms"
        checked={presenter.register.values.acceptedTerms}
        aria-invalid={termsMessage ? true : undefined}
        aria-describedby={termsMessage ? 'register-terms-message' : undefined}
        onChange={(event) => presenter.setAcceptedTerms(event.target.checked)}
      >
        <Trans
          i18nKey="signin.register.terms"
          components={{
            // A new tab keeps what was typed here; Trans fills the link with its text.
            termsLink: <a href={paths.terms()} target="_blank" rel="noopener noreferrer" />,
            newTab: <span style={VISUALLY_HIDDEN} />,
          }}
        />
      </Checkbox>
    </FormItem>
  );
});
