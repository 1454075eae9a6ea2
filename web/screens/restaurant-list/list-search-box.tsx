// The list's keyword search (spec 000 §5 "Search", spec 001 §2 placeholder "search restaurants or
// menus"): it searches from 2 characters, initial consonants too (the server matches them as the
// domain's menu search does), once per settled text, never while a syllable is composed.
import { useId } from 'react';
import { listSearchKeyword } from '../../../domain/content/list-search.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import styles from './list-search-box.module.css';
import { restaurantListTexts } from './restaurant-list.texts.ts';
import type { SettledText } from './use-settled-text.ts';

export function ListSearchBox({ text }: { readonly text: SettledText }) {
  const hintId = useId();
  const t = useTexts(restaurantListTexts);
  const say = useMessages();
  const tooShort = text.settled.trim() !== '' && listSearchKeyword(text.settled) === null;
  return (
    <search>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          text.settleNow();
        }}
      >
        <label className={styles.field}>
          <span className="visually-hidden">{t.searchRestaurants}</span>
          <input
            type="search"
            className={styles.input}
            placeholder={say.message('SEARCH_PLACEHOLDER_RESTAURANT')}
            enterKeyHint="search"
            autoComplete="off"
            aria-describedby={tooShort ? hintId : undefined}
            {...text.inputProps}
          />
        </label>
        {text.value !== '' && (
          <button type="button" className={styles.clear} onClick={text.clear}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t.clearSearch}</span>
          </button>
        )}
        {tooShort && (
          <p id={hintId} className={styles.hint}>
            {say.message('SEARCH_KEYWORD_TOO_SHORT')}
          </p>
        )}
      </form>
    </search>
  );
}
