// A reorder's question (REORDER_CHANGES_CONFIRM, REORDER_CHANGES_REPLACE_CONFIRM,
// REORDER_REPLACE_CONFIRM) in its parts, for a screen that lists the changes rather than printing
// one paragraph: the lead, each change (the lines changesText writes, "· " first), and the question.
import { CHANGE_MARK } from './change-text.ts';

export interface QuestionParts {
  /** "지난 주문과 달라진 점이 있습니다."; null when nothing changed (only the cart is replaced). */
  readonly lead: string | null;
  readonly changes: readonly string[];
  readonly question: string;
}

export function questionParts(message: string): QuestionParts {
  const lines = message.split('\n');
  const changes = lines.filter((l) => l.startsWith(CHANGE_MARK)).map((l) => l.slice(CHANGE_MARK.length));
  const prose = lines.filter((l) => !l.startsWith(CHANGE_MARK));
  if (changes.length === 0 || prose.length < 2) return { lead: null, changes, question: message };
  return { lead: prose[0] ?? null, changes, question: prose.slice(1).join('\n') };
}
