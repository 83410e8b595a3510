import { TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import classes from './Header.module.css';

/** Non-blank trimmed text goes to /discover?search=...; blank text does nothing. */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    navigate(`/discover?search=${encodeURIComponent(search)}`);
  };

  return (
    <form onSubmit={submit} role="search" style={{ flex: 1, maxWidth: 420 }}>
      <TextInput
        className={classes.search}
        aria-label="Search"
        placeholder="Search artists, walls, or brands..."
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </form>
  );
}
