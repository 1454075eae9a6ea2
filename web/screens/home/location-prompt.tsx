// No delivery location yet: the prompt, and the address field, focused. Searching opens the location
// picker with the typed text, where the results (and the map) are loaded.
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { addressSearchHref } from '../../../domain/location/address-search-link.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { Button } from '../../ui/button.tsx';
import searchForm from '../../ui/search-form.module.css';
import { useImeGuard } from '../../ui/use-ime-guard.ts';
import { homeTexts } from './home.texts.ts';
import styles from './home-screen.module.css';

export function LocationPrompt() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const ime = useImeGuard();
  const t = useTexts(homeTexts);
  // The prerendered field's `autofocus` is the browser's to honour, and a busy or unfocused page
  // may pass it by before the app has hydrated: focus it then, unless the customer is elsewhere.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) input.current?.focus();
  }, []);
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (ime.isComposing()) return;
    navigateTo(addressSearchHref(input.current?.value ?? ''));
  };
  return (
    <section className={styles.prompt} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t.promptTitle}
      </h1>
      <p id={`${id}-text`} className={styles.promptText}>
        {t.locationUnknown}
      </p>
      <search>
        <form className={searchForm.form} onSubmit={search}>
          <label htmlFor={`${id}-address`} className="visually-hidden">
            {t.addressField}
          </label>
          <input
            ref={input}
            id={`${id}-address`}
            className={searchForm.input}
            type="search"
            enterKeyHint="search"
            autoComplete="street-address"
            placeholder={t.addressPlaceholder}
            aria-describedby={`${id}-text`}
            // biome-ignore lint/a11y/noAutofocus: the spec focuses the address field when no location is set (spec 000 §8)
            autoFocus
            {...ime.inputProps}
          />
          <Button type="submit" className={searchForm.searchButton}>
            {t.search}
          </Button>
        </form>
      </search>
      <a className={styles.mapLink} href={`#${paths.location}`}>
        {t.findByMap}
      </a>
    </section>
  );
}
