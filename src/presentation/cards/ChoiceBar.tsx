import { Flex } from 'antd';
import { useId, type CSSProperties } from 'react';
import { RadioButtons } from '../widgets/RadioButtons';
import { InlineText } from '../widgets/Text';

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
      <InlineText id={labelId} strong>
        {label}
      </InlineText>
      <RadioButtons
        aria-labelledby={labelId}
        name={name}
        value={value}
        options={choices}
        onChoose={onChoose}
      />
    </Flex>
  );
}
