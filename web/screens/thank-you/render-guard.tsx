// A render error on the order-complete page shows a warning block instead of a blank page
// (spec 000 §4 "Thank-you page": "A render exception shows a warning block."). The order itself was
// placed before this page, so the block says so and offers the way home.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../../domain/routes/route-href.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { buttonClass } from '../../ui/button.tsx';
import styles from './thank-you.module.css';
import { thankYouTexts } from './thank-you.texts.ts';

/** The warning block, in the customer's language. */
function Warning() {
  const t = useTexts(thankYouTexts);
  return (
    <main className={`page ${styles.page}`}>
      <section className={styles.warning} role="alert" aria-labelledby="thank-you-warning-title">
        <h1 id="thank-you-warning-title" className={styles.warningTitle}>
          {t.warningTitle}
        </h1>
        <p>{t.warning}</p>
        <a className={buttonClass('primary')} href={`#${paths.home}`}>
          {t.home}
        </a>
      </section>
    </main>
  );
}

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
    return <Warning />;
  }
}
