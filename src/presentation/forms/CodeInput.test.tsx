import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { codeTyping } from '../../domain/consumer/code';
import { CodeInput } from './CodeInput';

function CodeBox() {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      control={{ id: 'code', 'aria-describedby': undefined, 'aria-invalid': undefined }}
      value={value}
      onType={(text) => setValue(codeTyping(text).shown)}
    />
  );
}

describe('CodeInput', () => {
  it.each([' 12 34 56 ', '12 - 34 - 56', '12 34 56\n'])(
    'keeps all six digits of a code pasted with spaces or dashes (%j)',
    async (pasted) => {
      render(<CodeBox />);
      const box = screen.getByRole('textbox');
      await userEvent.click(box);
      await userEvent.paste(pasted);
      expect(box).toHaveValue('12-34-56');
    },
  );
});
