import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type FieldControlProps } from '../forms/FormField';
import { SearchSelect } from '../forms/SearchSelect';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import { MessageAlert } from '../messages/MessageAlert';
import { RegistrationShell } from '../widgets/RegistrationShell';
import { StepHeading } from '../widgets/StepHeading';
import type { ProfileStepPresenter } from './ProfileStepPresenter';
import { VerticalForm } from '../forms/VerticalForm';

/** One field of a profile step: a text box unless it has options to choose from or a control of its own. */
export interface StepField<F extends string> {
  field: F;
  /** A locale key. */
  hint?: string;
  autoComplete?: string;
  options?: { value: string; label: string }[];
  control?: (control: FieldControlProps) => ReactNode;
}

/** A profile step: its heading, why the last save failed, its fields (`registration.<step>.<field>`), Continue. */
export const ProfileStepPage = observer(function ProfileStepPage<F extends string>({
  presenter,
  fields,
  intro = false,
}: {
  presenter: ProfileStepPresenter<F>;
  fields: StepField<F>[];
  intro?: boolean;
}) {
  const { step } = presenter;
  const formRef = useFocusFirstInvalid(presenter.submission.refusals);
  const { t } = useTranslation();
  const input = ({ field, autoComplete, options }: StepField<F>, control: FieldControlProps) =>
    options ? (
      <SearchSelect
        control={control}
        options={options}
        value={presenter.submission.values[field]}
        onChange={(value) => presenter.set(field, value)}
      />
    ) : (
      <Input
        {...control}
        autoComplete={autoComplete}
        value={presenter.submission.values[field]}
        onChange={(event) => presenter.set(field, event.target.value)}
      />
    );
  return (
    <RegistrationShell step={step} pageTitle={`registration.${step}.pageTitle`}>
      <StepHeading
        title={t(`registration.${step}.title`)}
        intro={intro ? t(`registration.${step}.intro`) : undefined}
      />
      <MessageAlert message={presenter.submission.failure} />
      <VerticalForm ref={formRef} onSubmit={() => void presenter.submit()}>
        {fields.map((spec) => (
          <FormField
            key={spec.field}
            id={spec.field}
            label={t(`registration.${step}.${spec.field}`)}
            hint={spec.hint && t(spec.hint)}
            error={presenter.submission.fieldMessage(spec.field)}
          >
            {(control) => spec.control?.(control) ?? input(spec, control)}
          </FormField>
        ))}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={presenter.submission.call.running}
        >
          {t(`registration.${step}.submit`)}
        </Button>
      </VerticalForm>
    </RegistrationShell>
  );
});
