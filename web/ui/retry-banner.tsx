// A read or an action that failed for the service or the network (spec 000 §8 "General"), said as
// a banner with 다시 시도 that runs it again (UI guide "Errors a customer can see"): the restaurant
// list's failed page, the checkout's failed calls. Never a red field: the customer's input was not
// wrong.
import type { Ref } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { Button } from './button.tsx';
import styles from './retry-banner.module.css';
import { uiTexts } from './ui.texts.ts';

export function RetryBanner({
  message,
  onRetry,
  className,
  ref,
}: {
  readonly message: string;
  readonly onRetry: () => void;
  readonly className?: string;
  readonly ref?: Ref<HTMLDivElement>;
}) {
  const t = useTexts(uiTexts);
  return (
    <div
      ref={ref}
      role="alert"
      className={className === undefined ? styles.banner : `${styles.banner} ${className}`}
    >
      <p>{message}</p>
      <Button tone="secondary" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
