// A render error on the order-complete page shows a warning block instead of a blank page
// (spec 000 §4 "Thank-you page": "A render exception shows a warning block."). The order itself was
// placed before this page, so the block says so and offers the way home.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../../domain/routes/route-href.ts';
import { buttonClass } from '../../ui/button.tsx';
import styles from './thank-you.module.css';

interface State {
  readonly failed: boolean;
}

export class RenderGuard extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('thank-you page render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={`page ${styles.page}`}>
        <section className={styles.warning} role="alert" aria-labelledby="thank-you-warning-title">
          <h1 id="thank-you-warning-title" className={styles.warningTitle}>
            주문 완료 화면을 표시하지 못했습니다
          </h1>
          <p>주문 내역을 보여 드리는 중에 문제가 생겼습니다. 이미 접수된 주문은 그대로 유지됩니다.</p>
          <a className={buttonClass('primary')} href={`#${paths.home}`}>
            홈으로
          </a>
        </section>
      </main>
    );
  }
}
