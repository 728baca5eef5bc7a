import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../shell/usePageTitle';
import { countryOptions } from './countryNames';
import { MessageAlert } from '../messages/MessageAlert';
import { type FinancialField, FinancialInfoPresenter } from './FinancialInfoPresenter';
import { FormField } from '../forms/FormField';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';
import { useLanguage } from '../i18n/useLanguage';

/** Registration step Financial Info: occupation, source of funds (free text for OTHER), nationality. */
export default observer(function FinancialInfoPage({ presenter }: { presenter: FinancialInfoPresenter }) {
  usePageTitle('registration.financialInfo.pageTitle');
  const { form } = presenter;
  const formRef = useFocusFirstInvalid(form.submission.refusals);
  const { t } = useTranslation();
  const language = useLanguage();
  const error = (field: FinancialField) => form.errors[field] ?? null;
  const occupations = presenter.occupations.map((value) => ({
    value,
    label: t(`registration.financialInfo.occupations.${value}`),
  }));
  const sources = presenter.sourcesOfFunds.map((value) => ({
    value,
    label: t(`registration.financialInfo.sourcesOfFunds.${value}`),
  }));
  const nationalities = countryOptions(presenter.nationalities, language);
  const select = (
    field: Exclude<FinancialField, 'sourceOfFundsOther'>,
    options: { value: string; label: string }[],
  ) => (
    <FormField id={field} label={t(`registration.financialInfo.${field}`)} error={error(field)}>
      {(control) => (
        <Select
          {...control}
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          value={form.values[field] || undefined}
          onChange={(value: string) => form.set(field, value)}
        />
      )}
    </FormField>
  );

  return (
    <RegistrationShell step="financialInfo">
      <StepHeading
        title={t('registration.financialInfo.title')}
        intro={t('registration.financialInfo.intro')}
      />
      <MessageAlert message={form.failure} />
      <Form ref={formRef} layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
        {select('occupation', occupations)}
        {select('sourceOfFunds', sources)}
        {presenter.showsOther && (
          <FormField
            id="sourceOfFundsOther"
            label={t('registration.financialInfo.sourceOfFundsOther')}
            error={error('sourceOfFundsOther')}
          >
            {(control) => (
              <Input
                {...control}
                value={form.values.sourceOfFundsOther}
                onChange={(event) => form.set('sourceOfFundsOther', event.target.value)}
              />
            )}
          </FormField>
        )}
        {select('nationality', nationalities)}
        <Button type="primary" htmlType="submit" size="large" block loading={form.submission.running}>
          {t('registration.financialInfo.submit')}
        </Button>
      </Form>
    </RegistrationShell>
  );
});
