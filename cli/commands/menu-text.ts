// `jumun menu`'s text: each category a table of its items, with price, stock and option groups,
// each option with what it adds to the price (`양념 +1,000원`) as the web's option dialog shows it,
// so a QA can work out an expected total from the terminal.
import { groupLabel } from '../../domain/menu/option-rules.ts';
import type { MenuCategory, MenuOption, OptionGroup } from '../../domain/menu/types.ts';
import { formatWon } from '../../domain/money.ts';
import { addedPrice } from '../output/added-price.ts';
import { table } from '../output/table.ts';

function optionText(option: MenuOption): string {
  return `${option.name}${addedPrice(option.price)}${option.soldout === true ? ' (품절)' : ''}`;
}

const groupText = (group: OptionGroup) =>
  `${group.name} ${groupLabel(group)}: ${group.subchoices.map(optionText).join(' / ')}`;

export function menuText(menu: readonly MenuCategory[]): string {
  return menu
    .map((category) => {
      const rows = category.items.map((item) => [
        String(item.id),
        item.name,
        formatWon(item.discounted_price ?? item.price),
        item.soldout
          ? '품절'
          : item.stock_amount !== null && item.stock_amount < 9999
            ? `${item.stock_amount}개 남음`
            : '',
        item.subchoices.map(groupText).join('; '),
      ]);
      return `\n${category.name} (${category.slug})\n${table(['id', '메뉴', '>가격', '재고', '옵션'], rows)}\n`;
    })
    .join('');
}
