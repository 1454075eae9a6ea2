// The quick scroll-to-top button (spec 001 §2 "Quick scroll-to-top button"). Decision: at the end of
// every page, in the flow (a floating button would cover the screens' own bottom bars); it also moves
// the focus to the top, to the brand link, so a keyboard lands where the eyes do.
import { useTexts } from '../i18n/use-texts.ts';
import styles from './header.module.css';
import { shellTexts } from './shell.texts.ts';

export function ScrollTop() {
  const t = useTexts(shellTexts);
  const toTop = () => {
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('header [data-brand]')?.focus({ preventScroll: true });
  };
  return (
    <div className={styles.toTopRow}>
      <button type="button" className={styles.toTop} onClick={toTop}>
        <span aria-hidden="true">↑</span> {t.toTop}
      </button>
    </div>
  );
}
