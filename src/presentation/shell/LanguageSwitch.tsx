import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../domain/language/Language';
import { LanguagePresenter } from './LanguagePresenter';
import { useInstance } from './ContainerContext';

/**
 * The variables antd's Radio sets for its button-style group (drawn from the theme's own), which the
 * classes of antd's style sheet below read.
 */
const RADIO_BUTTON_VARIABLES = {
  '--ant-radio-button-bg': 'var(--ant-color-bg-container)',
  '--ant-radio-button-checked-bg': 'var(--ant-color-bg-container)',
  '--ant-radio-button-color': 'var(--ant-color-text)',
  '--ant-radio-button-padding-inline': 'calc(var(--ant-padding) - var(--ant-line-width))',
} as CSSProperties;

/**
 * Each language is named in itself (a French reader looks for "Français"), in its own lang.
 *
 * A small button-style radio group drawn as antd's Radio.Group draws one, with the classes of antd's
 * style sheet: plain radio inputs, the same look, hover and focus ring. antd's Radio brought its module
 * and, through its form context, antd's whole form store and validator into the entry every route
 * downloads (some 15 KiB gzipped, issue 42).
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const presenter = useInstance(LanguagePresenter);
  const { t } = useTranslation();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('common.language.label')}
      className="ant-radio-group ant-radio-group-outline ant-radio-group-small ant-radio-css-var"
      style={RADIO_BUTTON_VARIABLES}
    >
      {LANGUAGES.map((language: Language) => {
        const checked = language === presenter.language;
        return (
          <label
            key={language}
            className={`ant-radio-button-wrapper${checked ? ' ant-radio-button-wrapper-checked' : ''}`}
          >
            <span className={`ant-radio-button${checked ? ' ant-radio-button-checked' : ''}`}>
              <input
                className="ant-radio-button-input"
                type="radio"
                name={name}
                value={language}
                checked={checked}
                onChange={() => presenter.choose(language)}
              />
            </span>
            <span className="ant-radio-button-label">
              <span lang={language}>{t(`common.language.${language}`)}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
});
