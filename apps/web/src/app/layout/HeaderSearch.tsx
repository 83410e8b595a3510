import { useNavigate } from 'react-router-dom';
import { SearchForm } from '../../components/SearchForm';
import classes from './Header.module.css';

/** Non-blank trimmed text goes to /discover?search=...; blank text does nothing. */
export function HeaderSearch() {
  const navigate = useNavigate();

  const search = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) navigate(`/discover?search=${encodeURIComponent(trimmed)}`);
  };

  return <SearchForm label="Search" onSearch={search} className={classes.search} style={{ flex: 1, maxWidth: 420 }} />;
}
