import DownOutlined from '@ant-design/icons/DownOutlined';
import Input from 'antd/es/input/Input';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { FieldControlProps } from './FormField';

// antd's Select (about 24 KiB gzipped) downloads when a field first shows it, not with the page.
const Select = lazy(() => import('./LoadedSelect'));

/** The keys that open a closed list (antd's Select opens on these too). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** What was asked of the field before its list's code arrived: the Select does it once it is there. */
interface Asked {
  focused: boolean;
  open: boolean;
  search: string;
}

/**
 * A labelled choice among options, searchable by their labels. Until antd's Select has downloaded,
 * a look-alike box stands in: the same size, id, role and name, the chosen label shown, focusable.
 * A press or a key on it is not lost: the list opens once the Select is there, with what was typed
 * as its search, and the focus stays in the field.
 */
export function SearchSelect({
  control,
  options,
  value,
  onChange,
  onBlur,
}: {
  control: FieldControlProps;
  options: readonly { value: string; label: string }[];
  /** Empty while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const [asked, setAsked] = useState<Asked>({ focused: false, open: false, search: '' });
  const chosen = options.find((option) => option.value === value)?.label ?? '';

  const askFromKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = event.key.length === 1 && event.key !== ' ' ? event.key : '';
    if (!typed && !OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setAsked((before) => ({ ...before, open: true, search: before.search + typed }));
  };

  const standIn = (
    <Input
      {...control}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-autocomplete="list"
      readOnly
      value={asked.search || chosen}
      suffix={<DownOutlined aria-hidden />}
      onFocus={() => setAsked((before) => ({ ...before, focused: true }))}
      onBlur={() => {
        setAsked((before) => ({ ...before, focused: false }));
        onBlur?.();
      }}
      onMouseDown={() => setAsked((before) => ({ ...before, open: true }))}
      onKeyDown={askFromKey}
    />
  );

  return (
    <Suspense fallback={standIn}>
      <Select
        {...control}
        autoFocus={asked.focused}
        defaultOpen={asked.open}
        typedBefore={asked.search}
        options={[...options]}
        value={value || undefined}
        onChange={(chosen: string) => onChange(chosen)}
        onBlur={onBlur}
      />
    </Suspense>
  );
}
