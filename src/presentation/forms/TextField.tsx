import type { InputProps } from 'antd';
// antd's Input and Password alone, not its index, which also brings Search, TextArea, OTP and Space
// (about 7 KiB gzipped in every form's first visit) that no form draws.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Message } from '../messages/Message';
import { FormField } from './FormField';
import { useTextTypedBeforeTakeover } from './useTextTypedBeforeTakeover';

/** What a text field needs of its form (a FormModel whose field holds text). */
interface TextForm<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  set(field: F, text: string): void;
  blur(field: F): void;
  fieldMessage(field: F): Message | null;
}

export type TextFieldProps<F extends string> = {
  form: TextForm<NoInfer<F>>;
  field: F;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  note?: Message | null;
  password?: boolean;
  checkOnLeave?: boolean;
} & Pick<InputProps, 'inputMode' | 'autoComplete' | 'type' | 'disabled' | 'autoFocus' | 'maxLength'>;

/**
 * A labelled text box showing a form's field: typing sets it, leaving it checks it (unless `checkOnLeave`
 * is false: the form is checked when sent), and what a prerendered page's box showed at takeover is kept.
 */
export const TextField = observer(function TextField<F extends string>({
  form,
  field,
  id,
  label,
  hint,
  note,
  password = false,
  checkOnLeave = true,
  ...input
}: TextFieldProps<F>) {
  const leave = () => {
    if (checkOnLeave) form.blur(field);
  };
  const set = (text: string) => form.set(field, text);
  const ref = useTextTypedBeforeTakeover(form.values[field], set, leave);
  const Box = password ? Password : Input;
  return (
    <FormField id={id} label={label} hint={hint} note={note} error={form.fieldMessage(field)}>
      {(control) => (
        <Box
          {...control}
          {...input}
          ref={ref}
          value={form.values[field]}
          onChange={(event) => set(event.target.value)}
          onBlur={leave}
        />
      )}
    </FormField>
  );
});
