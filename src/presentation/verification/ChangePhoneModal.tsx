import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { countryName } from '../registration/countryNames';
import { FailureAlert } from '../registration/FailureAlert';
import { FormField } from '../registration/FormField';
import { useMessages } from '../registration/useMessages';
import type { PhoneField, VerifyMobilePresenter } from './VerifyMobilePresenter';

/** The change-of-number dialog of Verify Mobile: dial code and number. */
export const ChangePhoneModal = observer(function ChangePhoneModal({
  presenter,
}: {
  presenter: VerifyMobilePresenter;
}) {
  const { t, message, language } = useMessages();
  const error = (field: PhoneField) => {
    const key = presenter.phoneErrors[field];
    return key ? message(key) : null;
  };
  const dialCodes = presenter.dialCountries.map(({ country, dialCode }) => ({
    value: country,
    label: `${countryName(country, language)} (+${dialCode})`,
  }));
  return (
    <Modal
      open={presenter.changeOpen}
      title={t('verification.changePhone.title')}
      onCancel={() => presenter.closeChange()}
      footer={null}
      destroyOnHidden
    >
      {presenter.awaitingSignIn && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('verification.changePhone.signInAgain')}
          style={{ marginBottom: 16 }}
        />
      )}
      <FailureAlert failure={presenter.changeFailure} />
      <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitChange()}>
        <FormField id="dialCountry" label={t('verification.changePhone.country')} error={error('countryIso')}>
          {(control) => (
            <Select
              {...control}
              showSearch={{ optionFilterProp: 'label' }}
              options={dialCodes}
              value={presenter.countryIso}
              onChange={(country: string) => presenter.chooseDialCountry(country)}
            />
          )}
        </FormField>
        <FormField id="phoneNumber" label={t('verification.changePhone.number')} error={error('number')}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={presenter.number}
              onChange={(event) => presenter.typeNumber(event.target.value)}
            />
          )}
        </FormField>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => presenter.closeChange()}>{t('verification.changePhone.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={presenter.changing}>
            {t('verification.changePhone.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
});
