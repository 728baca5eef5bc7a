import { Button, ConfigProvider, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// dayjs's French, which antd's picker asks for by name in a French page (its months and weekdays).
import 'dayjs/locale/fr';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE_YEARS, parseDateOfBirth } from '../../domain/consumer/dateOfBirth';
import type { FieldControlProps } from '../forms/FormField';
import { DATE_FORMATS, ISO_FORMAT, typedDate } from './typedDate';

/**
 * antd greys other months' days and days that cannot be picked at 1.8:1 on white; this grey keeps
 * them lighter than the month's days while passing WCAG AA (5.7:1).
 */
const READABLE_GREY = { components: { DatePicker: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' } } };

/** What the date of birth's field is given. */
export interface DateOfBirthProps {
  /** YYYY-MM-DD, DD/MM/YYYY or empty. */
  value: string;
  today: Date;
  onChange: (isoDate: string) => void;
  control: FieldControlProps;
}

/**
 * The date of birth: a calendar with Cancel and OK, or a date typed as DD/MM/YYYY (kept on Enter or on
 * leaving the box), handed on as YYYY-MM-DD; the domain form decides whether it is old enough.
 */
export function DateOfBirthPicker({ value, today, onChange, control }: DateOfBirthProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const iso = parseDateOfBirth(value);
  const selected: Dayjs | null = iso === null ? null : dayjs(iso);
  const lastDay = dayjs(today).endOf('day');
  /** Keeps a whole date typed in the box, when it is a new one; says whether it did. */
  const keepTyped = (input: EventTarget): boolean => {
    const typed = typedDate((input as HTMLInputElement).value);
    if (typed === null || typed === iso) return false;
    onChange(typed);
    return true;
  };

  return (
    <ConfigProvider theme={READABLE_GREY}>
      <DatePicker
        {...control}
        value={selected}
        format={DATE_FORMATS}
        placeholder={t('registration.personalInfo.datePlaceholder')}
        needConfirm
        // Today is never a date of birth to offer.
        showNow={false}
        open={open}
        onOpenChange={setOpen}
        inputReadOnly={false}
        allowClear={false}
        disabledDate={(day) => day.isAfter(lastDay)}
        defaultPickerValue={selected ?? dayjs(today).subtract(MINIMUM_AGE_YEARS, 'year')}
        onChange={(day) => onChange(day ? day.format(ISO_FORMAT) : '')}
        // Enter takes a date typed in full, on any device, and does not send the form as well;
        // leaving the box keeps it too. A date picked in the calendar waits for OK.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const kept = keepTyped(event.target);
          if (kept || open) event.preventDefault();
          if (kept) setOpen(false);
        }}
        onBlur={(event) => keepTyped(event.target)}
        renderExtraFooter={() => (
          <Button size="small" onClick={() => setOpen(false)}>
            {t('registration.personalInfo.cancel')}
          </Button>
        )}
        style={{ width: '100%' }}
      />
    </ConfigProvider>
  );
}
