import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './FormField';

/** The country (ISO code) of a mobile number, searchable by name, each option with its dial code: "France (+33)". */
export function DialCodeSelect({
  control,
  countries,
  value,
  onChange,
  onBlur,
}: {
  control: FieldControlProps;
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
    <Select
      {...control}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      value={value}
      onChange={(country: string) => onChange(country)}
      onBlur={onBlur}
    />
  );
}
