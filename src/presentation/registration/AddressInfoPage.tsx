import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../shell/usePageTitle';
import { type AddressField, AddressInfoPresenter } from './AddressInfoPresenter';
import { countryOptions } from './countryNames';
import { MessageAlert } from '../messages/MessageAlert';
import { FormField } from '../forms/FormField';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';
import { useLanguage } from '../i18n/useLanguage';

/** The text fields of the step, in screen order, with their autofill names. */
const TEXT_FIELDS: { field: Exclude<AddressField, 'country'>; autoComplete: string; hint?: boolean }[] = [
  { field: 'addressLine1', autoComplete: 'address-line1', hint: true },
  { field: 'addressLine2', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'state', autoComplete: 'address-level1' },
  { field: 'postCode', autoComplete: 'postal-code' },
];

/** Registration step Address Info: address lines, city, state, postal code and country. */
export default observer(function AddressInfoPage({ presenter }: { presenter: AddressInfoPresenter }) {
  usePageTitle('registration.addressInfo.pageTitle');
  const { form } = presenter;
  const formRef = useFocusFirstInvalid(form.submission.refusals);
  const { t } = useTranslation();
  const language = useLanguage();
  const error = (field: AddressField) => form.errors[field] ?? null;
  const countries = countryOptions(presenter.countries, language);

  return (
    <RegistrationShell step="addressInfo">
      <StepHeading title={t('registration.addressInfo.title')} />
      <MessageAlert message={form.failure} />
      <Form ref={formRef} layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
        {TEXT_FIELDS.map(({ field, autoComplete, hint }) => (
          <FormField
            key={field}
            id={field}
            label={t(`registration.addressInfo.${field}`)}
            hint={hint ? t(`registration.addressInfo.${field}Hint`) : undefined}
            error={error(field)}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete={autoComplete}
                value={form.values[field]}
                onChange={(event) => form.set(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField id="country" label={t('registration.addressInfo.country')} error={error('country')}>
          {(control) => (
            <Select
              {...control}
              showSearch={{ optionFilterProp: 'label' }}
              options={countries}
              value={form.values.country || undefined}
              onChange={(country: string) => form.set('country', country)}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={form.submission.running}>
          {t('registration.addressInfo.submit')}
        </Button>
      </Form>
    </RegistrationShell>
  );
});
