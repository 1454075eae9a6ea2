// The address field of the picker: Enter (never while a syllable is being composed) or 검색 searches.
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import searchForm from '../../ui/search-form.module.css';
import { useImeGuard } from '../../ui/use-ime-guard.ts';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ime.isComposing()) onSearch(text);
  };
  return (
    <search>
      <form className={searchForm.form} onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          배달 받을 주소
        </label>
        <input
          id={id}
          className={searchForm.input}
          type="search"
          enterKeyHint="search"
          autoComplete="street-address"
          placeholder="동 이름이나 도로명 (예: 역삼동)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={describedBy}
          // biome-ignore lint/a11y/noAutofocus: the picker opened without a search is for typing an address
          autoFocus={autoFocus}
          {...ime.inputProps}
        />
        <Button type="submit" className={searchForm.searchButton}>
          검색
        </Button>
      </form>
    </search>
  );
}
