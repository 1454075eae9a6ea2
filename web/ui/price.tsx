import { formatWon, type Won } from '../../domain/money.ts';

/** An amount of won as the UI guide writes it: `12,000원`, a discount `-3,000원`. */
export function Price({ won, className }: { won: Won; className?: string }) {
  return <span className={className}>{formatWon(won)}</span>;
}
