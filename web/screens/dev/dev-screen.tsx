// /dev/ in debug builds only (spec 001 §2 "dev screen: only in debug mode"): the live event log and
// the cart, checkout, session, order and history projections; step backwards and forwards through the log and see
// the projections at each point (a replay up to it, domain/store/log-steps.ts); export the log as
// the file `jumun replay FILE` reads — how support reproduces a customer's state.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  clampPosition,
  logExportFileName,
  logExportText,
  projectionsAt,
} from '../../../domain/store/log-steps.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './dev-screen.module.css';

/** Every projection `jumun replay` prints, in its order. */
const PROJECTIONS = ['cart', 'checkout', 'session', 'order', 'history'] as const;

function useLogLength(): number {
  const { store } = useWebStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => store.log().length);
}

function timeOf(at: number): string {
  return new Date(at).toLocaleTimeString('ko-KR', { timeZone: 'Asia/Seoul', hour12: false });
}

/** While the dev screen is open, `jumun.store` in the console: dispatch a command, watch the log. */
function useConsoleStore(): void {
  const { store } = useWebStore();
  useEffect(() => {
    const w = window as { jumun?: unknown };
    w.jumun = { store };
    return () => {
      w.jumun = undefined;
    };
  }, [store]);
}

export default function DevScreen() {
  const { store, clock } = useWebStore();
  useConsoleStore();
  const length = useLogLength();
  const log = store.log().slice(0, length);
  // null: follow the live end of the log.
  const [pinned, setPinned] = useState<number | null>(null);
  const position = pinned === null ? length : clampPosition(pinned, length);
  const go = (next: number) =>
    setPinned(clampPosition(next, length) === length ? null : clampPosition(next, length));
  const projections = projectionsAt(log, position);

  const exportLog = () => {
    const url = URL.createObjectURL(new Blob([logExportText(log)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = logExportFileName(clock.now());
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <main className={`page ${styles.page}`} data-screen="dev">
      <h1 className={styles.title}>개발자 화면</h1>
      <p className={styles.lead}>
        이벤트 로그와 그 시점의 주문표·주문·세션 상태입니다. 디버그 빌드에만 있습니다.
      </p>
      <fieldset className={styles.controls}>
        <legend className="visually-hidden">로그 이동</legend>
        <Button tone="secondary" onClick={() => go(0)} disabled={position === 0}>
          처음
        </Button>
        <Button tone="secondary" onClick={() => go(position - 1)} disabled={position === 0}>
          이전
        </Button>
        <Button tone="secondary" onClick={() => go(position + 1)} disabled={position === length}>
          다음
        </Button>
        <Button tone="secondary" onClick={() => go(length)} disabled={pinned === null}>
          최신
        </Button>
      </fieldset>
      <p className={styles.position} aria-live="polite" data-position={position}>
        {length}개 중 {position}개 적용{pinned === null ? ' (실시간)' : ''}
      </p>
      <Button onClick={exportLog}>로그 내보내기</Button>

      <section aria-labelledby="dev-log-title" className={styles.section}>
        <h2 id="dev-log-title" className={styles.sectionTitle}>
          이벤트 로그
        </h2>
        {log.length === 0 ? (
          <p>아직 이벤트가 없습니다.</p>
        ) : (
          <ol className={styles.log}>
            {log.map((event, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only, an index names one event for good
              <li key={i} className={i < position ? styles.applied : styles.pending}>
                <button
                  type="button"
                  className={styles.event}
                  aria-current={i === position - 1 ? 'step' : undefined}
                  onClick={() => go(i + 1)}
                >
                  <span className={styles.eventIndex}>{i + 1}</span>
                  <span className={styles.eventType}>{event.type}</span>
                  <span className={styles.eventTime}>{timeOf(event.metadata.at)}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>

      {PROJECTIONS.map((key) => (
        <section key={key} aria-labelledby={`dev-${key}-title`} className={styles.section}>
          <h2 id={`dev-${key}-title`} className={styles.sectionTitle}>
            {key}
          </h2>
          <pre className={styles.json} data-projection={key}>
            {JSON.stringify(projections[key], null, 2)}
          </pre>
        </section>
      ))}
    </main>
  );
}
