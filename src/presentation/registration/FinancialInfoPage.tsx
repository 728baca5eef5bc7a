import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { countryOptions } from './countryNames';
import { type FinancialField, FinancialInfoPresenter } from './FinancialInfoPresenter';
import { ProfileStepPage, type StepField } from './ProfileStepPage';

export default observer(function FinancialInfoPage({ presenter }: { presenter: FinancialInfoPresenter }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const optionsOf = (list: readonly string[], words: 'occupations' | 'sourcesOfFunds') =>
    list.map((value) => ({ value, label: t(`registration.financialInfo.${words}.${value}`) }));
  const fields: StepField<FinancialField>[] = [
    { field: 'occupation', options: optionsOf(presenter.occupations, 'occupations') },
    { field: 'sourceOfFunds', options: optionsOf(presenter.sourcesOfFunds, 'sourcesOfFunds') },
    ...(presenter.showsOther ? [{ field: 'sourceOfFundsOther' as const }] : []),
    { field: 'nationality', options: countryOptions(presenter.nationalities, language) },
  ];
  return <ProfileStepPage intro presenter={presenter} fields={fields} />;
});
