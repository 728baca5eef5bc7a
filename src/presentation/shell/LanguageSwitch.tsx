import { Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../../domain/language/Language';
import { LanguagePresenter } from './LanguagePresenter';
import { useInstance } from './ContainerContext';

/** Each language is named in itself (a French reader looks for "Français"), in its own lang. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const presenter = useInstance(LanguagePresenter);
  const { t } = useTranslation();
  return (
    <Radio.Group
      aria-label={t('common.language.label')}
      optionType="button"
      size="small"
      value={presenter.language}
      onChange={(event) => {
        const value: unknown = event.target.value;
        if (isLanguage(value)) presenter.choose(value);
      }}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{t(`common.language.${language}`)}</span>,
      }))}
    />
  );
});
