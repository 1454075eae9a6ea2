// Routes whose screens come in later parts: a plain page that says so, with a way home.
import { paths } from '../../../domain/routes/route-href.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { buttonClass } from '../../ui/button.tsx';
import styles from './placeholder-screen.module.css';

export function PlaceholderScreen({ route }: { readonly route: Route }) {
  return (
    <main className={`page ${styles.page}`} data-route={route.name}>
      <h1 className={styles.title}>준비 중인 화면입니다</h1>
      <p className={styles.text}>이 화면은 곧 열립니다. 홈에서 주문을 이어가 주세요.</p>
      <a className={buttonClass('primary')} href={`#${paths.home}`}>
        홈으로
      </a>
    </main>
  );
}
