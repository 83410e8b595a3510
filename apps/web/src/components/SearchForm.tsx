import { TextInput } from '@mantine/core';
import type { CSSProperties, FormEvent } from 'react';
import { SearchIcon } from './icons';

type SearchFormProps = {
  label: string;
  /** What the box shows at first; a new value (e.g. a new ?search=) refills it. */
  initial?: string;
  onSearch: (text: string) => void;
  style?: CSSProperties;
  className?: string;
};

/**
 * A one-field search form. The field is uncontrolled: the browser holds what is typed and submit reads it, so a
 * search box keeps no form state of its own (and the header's box adds no form library to the first load).
 */
export function SearchForm({ label, initial = '', onSearch, style, className }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    onSearch(typeof value === 'string' ? value : '');
  };

  return (
    <form onSubmit={submit} role="search" style={style}>
      <TextInput
        key={initial}
        name="search"
        defaultValue={initial}
        className={className}
        aria-label={label}
        placeholder="Search artists, walls, or brands..."
        leftSection={<SearchIcon size={16} />}
      />
    </form>
  );
}
