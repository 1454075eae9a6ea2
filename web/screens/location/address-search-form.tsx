// The address field of the picker: Enter (never while a syllable is being composed) or 검색 searches.
import { type FormEvent, useId, useState } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import searchForm from '../../ui/search-form.module.css';
import { useImeGuard } from '../../ui/use-ime-guard.ts';
import { locationTexts } from './location.texts.ts';

export interface AddressSearchFormProps {
  readonly initial: string;
  readonly autoFocus: boolean;
  readonly describedBy?: string;
  readonly onSearch: (text: string) => void;
}

export function AddressSearchForm({ initial, autoFocus, describedBy, onSearch }: AddressSearchFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const ime = useImeGuard();
  const t = useTexts(locationTexts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ime.isComposing()) onSearch(text);
  };
  return (
    <search>
      <form className={searchForm.form} onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t.addressField}
        </label>
        <input
          id={id}
          className={searchForm.input}
          type="search"
          enterKeyHint="search"
          autoComplete="street-address"
          placeholder={t.addressPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={describedBy}
          // biome-ignore lint/a11y/noAutofocus: the picker opened without a search is for typing an address
          autoFocus={autoFocus}
          {...ime.inputProps}
        />
        <Button type="submit" className={searchForm.searchButton}>
          {t.search}
        </Button>
      </form>
    </search>
  );
}
