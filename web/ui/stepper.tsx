// A round −/+ quantity stepper with 44 px targets. The caller says whether each step is allowed
// (the amount rules live in domain/cart); the buttons are named for what they change.
import { useTexts } from '../i18n/use-texts.ts';
import styles from './stepper.module.css';
import { uiTexts } from './ui.texts.ts';

export interface StepperProps {
  readonly value: number;
  /** What is counted, for the buttons' names: "후라이드치킨" → "후라이드치킨 수량 줄이기". */
  readonly label: string;
  readonly canDecrease: boolean;
  readonly canIncrease?: boolean;
  readonly onChange: (next: number) => void;
  readonly size?: 'normal' | 'small';
}

export function Stepper({ value, label, canDecrease, canIncrease = true, onChange, size }: StepperProps) {
  const t = useTexts(uiTexts);
  return (
    <div className={`${styles.stepper} ${size === 'small' ? styles.small : ''}`}>
      <button
        type="button"
        className={styles.step}
        aria-label={t.decrease(label)}
        disabled={!canDecrease}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={t.quantity(label)}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t.increase(label)}
        disabled={!canIncrease}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
