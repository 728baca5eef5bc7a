import { observer } from 'mobx-react-lite';
import { DateOfBirthField } from './DateOfBirthField';
import { PersonalInfoPresenter } from './PersonalInfoPresenter';
import { ProfileStepPage } from './ProfileStepPage';

export default observer(function PersonalInfoPage({ presenter }: { presenter: PersonalInfoPresenter }) {
  return (
    <ProfileStepPage
      intro
      presenter={presenter}
      fields={[
        { field: 'name', autoComplete: 'given-name' },
        { field: 'surname', autoComplete: 'family-name' },
        {
          field: 'dateOfBirth',
          hint: 'registration.personalInfo.dateHint',
          control: (control) => (
            <DateOfBirthField
              control={control}
              value={presenter.submission.values.dateOfBirth}
              today={presenter.today}
              onChange={(date) => presenter.set('dateOfBirth', date)}
            />
          ),
        },
      ]}
    />
  );
});
