// The menu search box (spec 000 §4: active from 2 characters; back leaves the search). The list
// follows every input, composing syllables and 초성 included, as the customer types; Enter while
// a syllable is being composed does nothing (UI guide "Korean input method").
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { MENU_SEARCH_MIN_KEYWORD } from '../../../domain/menu/search.ts';
import { searchPlaceholder } from '../../../domain/shell/layout.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import styles from './menu-search.module.css';
import { restaurantTexts } from './restaurant.texts.ts';

export interface MenuSearchBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** True while the keyword searches (the domain counts characters after trimming). */
const isActive = (value: string) => [...value.trim()].length >= MENU_SEARCH_MIN_KEYWORD;

export function MenuSearchBox({ value, onChange }: MenuSearchBoxProps) {
  const id = useId();
  const t = useTexts(restaurantTexts);
  const say = useMessages();
  // Back leaves the search: an active search stands on its own history entry.
  const entry = useRef(false);
  const active = isActive(value);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (active && !entry.current) {
      entry.current = true;
      window.history.pushState({ menuSearch: true }, '', window.location.href);
    }
  }, [active]);

  useEffect(() => {
    const onPop = () => {
      if (!entry.current) return;
      entry.current = false;
      change.current('');
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Leaving the page with the search open: its entry stays as a plain step back.
      entry.current = false;
    };
  }, []);

  const clear = () => {
    onChange('');
    if (entry.current) {
      entry.current = false;
      window.history.back();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    // keyCode 229: the IME still holds the key (Safari reports Enter this way mid-composition).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <search>
      <form className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className="visually-hidden">
          {t.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          className={styles.input}
          // spec 001 §2: the keyword box says "search menu" on the restaurant screen.
          placeholder={say.message(searchPlaceholder('restaurant') ?? 'SEARCH_PLACEHOLDER_MENU')}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {value !== '' && (
          <button type="button" className={styles.clear} onClick={clear}>
            {t.clearSearch}
          </button>
        )}
      </form>
    </search>
  );
}
