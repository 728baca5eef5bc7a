import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DateOfBirthField } from './DateOfBirthField';

/** The field as Personal Info holds it: the presenter's value, here a state. */
function Field({ changed }: { changed: (iso: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="dateOfBirth">Date of birth</label>
      <DateOfBirthField
        control={{ id: 'dateOfBirth', 'aria-invalid': undefined, 'aria-describedby': undefined }}
        value={value}
        today={new Date('2025-03-01T10:00:00Z')}
        onChange={(iso) => {
          changed(iso);
          setValue(iso);
        }}
      />
    </>
  );
}

it("takes a date typed before the picker's code came, and hands over to the picker once the box is left", async () => {
  const changed = jest.fn();
  render(<Field changed={changed} />);
  // Synchronously, before the picker's module (a promise) can have arrived: the stand-in, named.
  const box = screen.getByLabelText('Date of birth');
  expect(box.closest('.ant-picker')).toBeNull();
  box.focus();
  fireEvent.change(box, { target: { value: '15/03/1990' } });
  // The picker arrives meanwhile: the box being typed in stays, with its text and the focus.
  await act(async () => {
    await import('./DateOfBirthPicker');
  });
  expect(screen.getByLabelText('Date of birth')).toBe(box);
  expect(box).toHaveFocus();
  expect(box).toHaveValue('15/03/1990');
  fireEvent.blur(box);
  expect(changed).toHaveBeenCalledWith('1990-03-15');
  await waitFor(() => expect(screen.getByLabelText('Date of birth').closest('.ant-picker')).not.toBeNull());
  expect(screen.getByLabelText('Date of birth')).toHaveValue('15/03/1990');
});
