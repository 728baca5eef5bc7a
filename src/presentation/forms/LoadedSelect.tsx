import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';

/**
 * antd's Select over text options, searchable by label, in a module of its own: SearchSelect
 * downloads it when a field first shows it. `typedBefore` (typed on the stand-in) becomes its search
 * once it is there: after its first effects, which empty the search of a list not yet open.
 */
export default function LoadedSelect({
  typedBefore,
  ...props
}: Omit<SelectProps<string, { value: string; label: string }>, 'showSearch'> & { typedBefore: string }) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    // After antd's own first effects (a child's run first), which empty the search of a closed list.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typedBefore) setSearch(typedBefore);
    // Once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select {...props} showSearch={{ optionFilterProp: 'label', searchValue: search, onSearch: setSearch }} />
  );
}
