import { Flex, Radio, Typography } from 'antd';
import { useId, type CSSProperties } from 'react';

/**
 * A visible label and its row of radio buttons, which it names: arrow keys move within the row.
 *
 * antd's Radio.Group frames the row (its classes, and the theme's radio variables it sets); each option
 * is a plain radio input drawn as antd's button-style Radio draws one, with the classes of antd's style
 * sheet: the same look, hover and focus ring, without a Radio component per option and its click wave
 * (a React root and animation frames per click), most of a transactions filter change's script after
 * the rows (issue 42: under 100 ms on a slowed phone).
 */
export function ChoiceBar<T extends string>({
  label,
  name,
  value,
  choices,
  onChoose,
  style,
}: {
  label: string;
  name?: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChoose: (value: T) => void;
  style?: CSSProperties;
}) {
  const labelId = useId();
  const groupName = useId();
  return (
    <Flex gap={8} wrap align="center" style={style}>
      <Typography.Text id={labelId} strong>
        {label}
      </Typography.Text>
      <Radio.Group aria-labelledby={labelId}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`ant-radio-button-wrapper${checked ? ' ant-radio-button-wrapper-checked' : ''}`}
            >
              <span className={`ant-radio-button${checked ? ' ant-radio-button-checked' : ''}`}>
                <input
                  className="ant-radio-button-input"
                  type="radio"
                  name={name ?? groupName}
                  value={choice.value}
                  checked={checked}
                  onChange={() => onChoose(choice.value)}
                />
              </span>
              <span className="ant-radio-button-label">{choice.label}</span>
            </label>
          );
        })}
      </Radio.Group>
    </Flex>
  );
}
