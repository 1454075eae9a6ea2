import type { Won } from '../../domain/money.ts';
import { useLocale } from '../i18n/use-texts.ts';

/** An amount of won as the UI guide writes it: `12,000원`, a discount `-3,000원` (English `₩12,000`). */
export function Price({ won, className }: { won: Won; className?: string }) {
  return <span className={className}>{useLocale().won(won)}</span>;
}
