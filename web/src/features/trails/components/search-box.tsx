import { useEffect, useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { scrollToAnchor } from '../../../lib/scroll';
import { useFilterStore } from '../store';
import common from '../../../components/common.module.css';
import css from './search-box.module.css';

/**
 * Hero search. Enter or the Search button applies the text and scrolls to the routes list;
 * clearing the box resets the search at once. No minimum length.
 */
export function SearchBox() {
  const applied = useFilterStore((s) => s.filters.search);
  const setFilter = useFilterStore((s) => s.setFilter);
  const [text, setText] = useState(applied);
  const id = useId();

  // Back/Forward or Clear Filters change the applied search: show it.
  useEffect(() => setText(applied), [applied]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter('search', text.trim());
    scrollToAnchor('routes');
  };

  return (
    <form
      role="search"
      // Before the app has taken over a server-rendered page, the browser sends the search as a
      // filtered link (/?search=...), which the app then applies; afterwards onSubmit does it here.
      method="get"
      action="/#routes"
      onSubmit={submit}
      className={css.form}
    >
      <label htmlFor={id} className={common.srOnly}>
        Search trails
      </label>
      <input
        id={id}
        name="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search trails by name or location..."
        value={text}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          if (value === '') setFilter('search', '');
        }}
        className={css.input}
      />
      <button type="submit" className={css.submit}>
        <Search aria-hidden="true" />
        Search
      </button>
    </form>
  );
}
