import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import Input from 'antd/es/input/Input';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateOfBirth } from '../../domain/consumer/dateOfBirth';
import { onDemand } from '../shell/onDemand';
import type { DateOfBirthProps } from './DateOfBirthPicker';
import { shownDate, typedDate } from './typedDate';

type Picker = ComponentType<DateOfBirthProps>;

/** The date picker, downloaded once: a field shown after that has it at once; offline, tried again. */
const PICKER = onDemand<Picker>(() =>
  import('./DateOfBirthPicker').then(({ DateOfBirthPicker }) => DateOfBirthPicker),
);

/**
 * The date of birth. antd's date picker (about 31 KiB gzipped) downloads once the field shows; until
 * then, and while the visitor is typing in it, a text box stands in: the picker's size, id, name,
 * placeholder and icon, taking a date typed as the picker does (kept on Enter or on leaving the box).
 * The picker takes over once the visitor is not in the box, so nothing typed and no focus is lost.
 */
export function DateOfBirthField(props: DateOfBirthProps) {
  const { value, onChange, control } = props;
  const { t } = useTranslation();
  const [Picker, setPicker] = useState<Picker | null>(() => PICKER.loaded);
  /** The stand-in's text while the visitor is in it; null once they left it. */
  const [typing, setTyping] = useState<string | null>(null);

  useEffect(() => {
    if (Picker !== null) return;
    let shown = true;
    // A failed download leaves the stand-in, a working text box.
    void PICKER.load().then((picker) => {
      if (shown && picker !== null) setPicker(() => picker);
    });
    return () => {
      shown = false;
    };
  }, [Picker]);

  if (Picker !== null && typing === null) return <Picker {...props} />;

  const iso = parseDateOfBirth(value);
  /** Keeps a whole date typed in the box, when it is a new one; says whether it did. */
  const keep = (text: string): boolean => {
    const typed = typedDate(text);
    if (typed === null || typed === iso) return false;
    onChange(typed);
    return true;
  };
  return (
    <Input
      {...control}
      value={typing ?? (iso === null ? '' : shownDate(iso))}
      placeholder={t('registration.personalInfo.datePlaceholder')}
      suffix={<CalendarOutlined aria-hidden />}
      onFocus={(event) => setTyping(event.target.value)}
      onChange={(event) => setTyping(event.target.value)}
      // Enter keeps a whole date and does not send the form as well, as in the picker.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && keep(event.currentTarget.value)) event.preventDefault();
      }}
      onBlur={(event) => {
        keep(event.target.value);
        setTyping(null);
      }}
    />
  );
}
