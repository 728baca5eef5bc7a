import { Flex, Radio, Typography } from 'antd';
import { useId, type CSSProperties } from 'react';

/** A visible label and its row of radio buttons, which it names: arrow keys move within the row. */
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
  return (
    <Flex gap={8} wrap align="center" style={style}>
      <Typography.Text id={labelId} strong>
        {label}
      </Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        name={name}
        optionType="button"
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onChoose(chosen.value);
        }}
        options={[...choices]}
      />
    </Flex>
  );
}
