// The loading spinner (spec 001 §4 "Loading indicator"): shown while a request is out and 800 ms
// after the last one answers (domain/shell/loading-indicator.ts). The live region is always there,
// so its text is announced when it appears.
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { isSpinnerShown } from '../../domain/shell/loading-indicator.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { useWebStore } from '../store/store-context.tsx';
import { loadingCount } from './loading-count.ts';
import { shellTexts } from './shell.texts.ts';
import styles from './shell-services.module.css';

export function LoadingSpinner() {
  const { clock } = useWebStore();
  const t = useTexts(shellTexts);
  const state = useSyncExternalStore(
    loadingCount.subscribe,
    loadingCount.getSnapshot,
    loadingCount.getServerSnapshot,
  );
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lingerUntil = state.pending === 0 ? state.lingerUntil : null;
  useEffect(() => {
    if (lingerUntil === null) return;
    // Drawn again when the linger ends, so the spinner goes.
    const timer = setTimeout(rerender, Math.max(0, lingerUntil - clock.now()));
    return () => clearTimeout(timer);
  }, [lingerUntil, clock]);
  const shown = isSpinnerShown(state, clock.now());
  return (
    <div className={styles.spinnerSlot} role="status">
      {shown && (
        <span className={styles.spinner}>
          <span className="visually-hidden">{t.loading}</span>
        </span>
      )}
    </div>
  );
}
