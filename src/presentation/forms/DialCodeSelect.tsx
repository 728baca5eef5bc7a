import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../messages/Message';
import { FormField } from './FormField';
import { SearchSelect } from './SearchSelect';

/** The country (ISO code) of a mobile number, searchable by name, each option with its dial code: "France (+33)". */
export function DialCodeSelect({
  id,
  label,
  error,
  countries,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  label: ReactNode;
  error: Message | null;
  countries: readonly { country: string; dialCode: string }[];
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const options = countries.map(({ country, dialCode }) => ({
    value: country,
    label: t('signin.register.dialCountryOption', {
      country: t(`signin.dialCountries.${country}`),
      dialCode,
    }),
  }));
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <SearchSelect control={control} options={options} value={value} onChange={onChange} onBlur={onBlur} />
      )}
    </FormField>
  );
}
