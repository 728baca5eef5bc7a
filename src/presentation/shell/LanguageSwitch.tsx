import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../domain/language/Language';
import { RadioButtons } from '../widgets/RadioButtons';
import { LanguagePresenter } from './LanguagePresenter';
import { useInstance } from './ContainerContext';

/** Each language is named in itself (a French reader looks for "Français"), in its own lang. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const presenter = useInstance(LanguagePresenter);
  const { t } = useTranslation();
  return (
    <RadioButtons
      aria-label={t('common.language.label')}
      size="small"
      value={presenter.language}
      onChoose={(language) => presenter.choose(language)}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{t(`common.language.${language}`)}</span>,
      }))}
    />
  );
});
