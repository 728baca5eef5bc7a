import { useId, type CSSProperties, type ReactNode } from 'react';

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

interface Props<T extends string> {
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChoose: (value: T) => void;
  /** The inputs' name; one of the group's own by default. */
  name?: string;
  size?: 'small' | 'middle';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A row of button-style radios drawn as antd's Radio.Group draws one, with the classes of antd's style
 * sheet: plain radio inputs (arrow keys move within the row), the same look, hover and focus ring.
 * antd's Radio brought, through its form context, antd's whole form store and validator (some 15 KiB
 * gzipped) wherever a page showed one, and a click wave per option (a React root and animation frames
 * per click): issue 42.
 */
export function RadioButtons<T extends string>({
  value,
  options,
  onChoose,
  name,
  size = 'middle',
  ...named
}: Props<T>) {
  const groupName = useId();
  const sizeClass = size === 'small' ? ' ant-radio-group-small' : '';
  return (
    <div
      role="radiogroup"
      {...named}
      className={`ant-radio-group ant-radio-group-outline${sizeClass} ant-radio-css-var`}
      style={RADIO_BUTTON_VARIABLES}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={`ant-radio-button-wrapper${checked ? ' ant-radio-button-wrapper-checked' : ''}`}
          >
            <span className={`ant-radio-button${checked ? ' ant-radio-button-checked' : ''}`}>
              <input
                className="ant-radio-button-input"
                type="radio"
                name={name ?? groupName}
                value={option.value}
                checked={checked}
                onChange={() => onChoose(option.value)}
              />
            </span>
            <span className="ant-radio-button-label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
