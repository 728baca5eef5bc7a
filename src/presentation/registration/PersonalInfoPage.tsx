import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../shell/usePageTitle';
import { DateOfBirthPicker } from './DateOfBirthPicker';
import { MessageAlert } from '../messages/MessageAlert';
import { FormField } from '../forms/FormField';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import { PersonalInfoPresenter } from './PersonalInfoPresenter';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';

/** Registration step Personal Info: name, surname, date of birth. */
export default observer(function PersonalInfoPage({ presenter }: { presenter: PersonalInfoPresenter }) {
  usePageTitle('registration.personalInfo.pageTitle');
  const { form } = presenter;
  const formRef = useFocusFirstInvalid(form.submission.refusals);
  const { t } = useTranslation();
  const error = (field: 'name' | 'surname' | 'dateOfBirth') => form.errors[field] ?? null;

  return (
    <RegistrationShell step="personalInfo">
      <StepHeading
        title={t('registration.personalInfo.title')}
        intro={t('registration.personalInfo.intro')}
      />
      <MessageAlert message={form.failure} />
      <Form ref={formRef} layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
        <FormField id="name" label={t('registration.personalInfo.name')} error={error('name')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              value={form.values.name}
              onChange={(event) => form.set('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id="surname" label={t('registration.personalInfo.surname')} error={error('surname')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              value={form.values.surname}
              onChange={(event) => form.set('surname', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="dateOfBirth"
          label={t('registration.personalInfo.dateOfBirth')}
          hint={t('registration.personalInfo.dateHint')}
          error={error('dateOfBirth')}
        >
          {(control) => (
            <DateOfBirthPicker
              control={control}
              value={form.values.dateOfBirth}
              today={presenter.today}
              onChange={(date) => form.set('dateOfBirth', date)}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={form.submission.running}>
          {t('registration.personalInfo.submit')}
        </Button>
      </Form>
    </RegistrationShell>
  );
});
