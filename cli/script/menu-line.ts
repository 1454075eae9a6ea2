// A menu line: the sandbox restaurant changes its menu while the script runs, as QA does at the
// gateway's /sandbox/menu/{restaurantId} desk (SANDBOX ONLY: a gateway started with --no-sandbox
// has no such desk, and the line fails there). A reorder after a price change or a sold-out option
// needs the menu to change between the order and the reorder:
//   {"menu": {"restaurantId": 1001, "item": "치즈볼 (5개)", "price": 5500}}
//   {"menu": {"restaurantId": 1001, "item": "후라이드치킨", "group": "맛", "option": "양념", "soldout": true}}
// The values are written as they are (no placeholders): a menu change is the script's fixture.
import { CHANGE_KEYS, changeProblem, type MenuChange } from '../../contract/sandbox-menu.ts';
import { closestName } from '../../domain/closest-name.ts';

export interface MenuEdit {
  readonly restaurantId: number;
  readonly change: MenuChange;
}

const EXAMPLE = '{"menu": {"restaurantId": 1001, "item": "치즈볼 (5개)", "price": 5500}}';
const KEYS = ['restaurantId', ...CHANGE_KEYS];

/** The line's change, or what is wrong with it (the script is refused before anything runs). */
export function parseMenuEdit(json: Readonly<Record<string, unknown>>): MenuEdit | string {
  const keys = Object.keys(json);
  if (keys.length !== 1) return `a menu line holds only "menu" (found ${keys.join(', ')}), e.g. ${EXAMPLE}`;
  const body = json.menu;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `"menu" is the change as an object, e.g. ${EXAMPLE}`;
  const { restaurantId, ...change } = body as Record<string, unknown>;
  const stray = Object.keys(change).find((k) => !KEYS.includes(k));
  if (stray !== undefined) {
    const near = closestName(stray, KEYS);
    return `a menu change holds ${KEYS.join(', ')}: unknown "${stray}"${near === undefined ? '' : `; did you mean "${near}"?`}`;
  }
  if (typeof restaurantId !== 'number' || !Number.isInteger(restaurantId) || restaurantId < 1)
    return `a menu change names its "restaurantId" (a number), e.g. ${EXAMPLE}`;
  const problem = changeProblem(change);
  return problem === null ? { restaurantId, change: change as MenuChange } : `a menu change: ${problem}`;
}

/** The line's type in reports: `menu 치즈볼 (5개)`, `menu 후라이드치킨 양념`. */
export const menuEditType = ({ change }: MenuEdit): string =>
  `menu ${change.item}${change.option === undefined ? '' : ` ${change.option}`}`;
