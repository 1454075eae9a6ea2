// The 한국어 / English switch (issue "English"): in the footer as it is, in the header behind a globe
// (the phone's header row has no room for two more buttons). Each language is named in itself and
// marked with its own `lang`, so a screen reader says "한국어" in Korean whatever the page's
// language; the one the page speaks is pressed. Choosing is language-store.ts's chooseLanguage:
// remembered on the device, `<html lang>` and every text follow, the route stays.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LANGUAGES, type Language } from '../../domain/shell/language.ts';
import { chooseLanguage, useLanguage } from '../i18n/language-store.ts';
import { useTexts } from '../i18n/use-texts.ts';
import headerStyles from './header.module.css';
import styles from './language-switch.module.css';
import { useAppLocation } from './navigation.ts';
import { shellTexts } from './shell.texts.ts';

/** Each language by its own name. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { ko: '한국어', en: 'English' };

/** The two languages as a group of buttons, the current one pressed; the group's name shown or not. */
export function LanguageOptions({
  className,
  legend = false,
}: {
  readonly className?: string;
  readonly legend?: boolean;
}) {
  const language = useLanguage();
  const t = useTexts(shellTexts);
  return (
    <fieldset className={`${styles.group} ${className ?? ''}`}>
      <legend className={legend ? styles.legend : 'visually-hidden'}>{t.language}</legend>
      <div className={styles.options}>
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            className={styles.option}
            aria-pressed={option === language}
            onClick={() => chooseLanguage(option)}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The header's globe: opens the two languages under the header. */
export function LanguageMenu() {
  const id = useId();
  const language = useLanguage();
  const t = useTexts(shellTexts);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [path] = useAppLocation();
  // Another screen closes it.
  useEffect(() => {
    if (path !== '') setOpen(false);
  }, [path]);
  // A tap elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`${headerStyles.history} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {/* On a phone the globe alone (the row has no room for a word more); its name is still said. */}
        <span className={`${headerStyles.addressSearchLabel} ${styles.toggleLabel}`}>
          <span className="visually-hidden">{t.language}: </span>
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it
        <div ref={menu} id={id} className={styles.menu} onKeyDown={onKeyDown}>
          <LanguageOptions />
        </div>
      )}
    </>
  );
}
