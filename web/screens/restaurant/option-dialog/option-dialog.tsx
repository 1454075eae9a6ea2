// The option dialog (spec 000 §5 "Menu options", "Stock"): opened by the restaurant screen for one
// menu item. Picks follow domain/menu/option-picks, the total domain/menu/picks-total; AddItem
// decides the rest (stock, another restaurant's cart) and its refusal is shown here.
import { startTransition, useId, useState } from 'react';
import { isValidAmount } from '../../../../domain/cart/outcome.ts';
import { whyNotOrderable } from '../../../../domain/menu/item-orderability.ts';
import {
  firstUnsatisfied,
  noPicks,
  type PickSelection,
  togglePick,
} from '../../../../domain/menu/option-picks.ts';
import { pickedTotal } from '../../../../domain/menu/picks-total.ts';
import { remainingLabel } from '../../../../domain/menu/stock.ts';
import type { MenuItem, OptionGroup } from '../../../../domain/menu/types.ts';
import { formatMessage } from '../../../../domain/messages.ts';
import { formatWon } from '../../../../domain/money.ts';
import { useDialogs } from '../../../dialogs/dialogs.tsx';
import { useDispatch } from '../../../dialogs/use-dispatch.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Stepper } from '../../../ui/stepper.tsx';
import styles from './option-dialog.module.css';
import { OptionGroupField } from './option-group.tsx';

export interface OptionDialogProps {
  readonly restaurantId: number;
  readonly item: MenuItem;
  /** Closed (added, cancelled, Escape, backdrop). */
  readonly onClose: () => void;
  /** Puts focus back on the menu row that opened the dialog (absent: opened by the route's menu id). */
  readonly returnFocus?: () => void;
}

/** The seed's and the gateway's image paths are relative to the origin ("images/menu/…"). */
const imageSrc = (path: string) => (/^(https?:|data:|\/)/.test(path) ? path : `/${path}`);

/** Group slug → option slugs, as AddItem takes them. */
const commandOptions = (selection: PickSelection): Record<string, string[]> =>
  Object.fromEntries(Object.entries(selection).map(([group, options]) => [group, [...options]]));

export function OptionDialog({ item, onClose, returnFocus }: OptionDialogProps) {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const reasonId = useId();
  const [selection, setSelection] = useState<PickSelection>(noPicks);
  const [amount, setAmount] = useState(1);
  const [refusal, setRefusal] = useState<{ readonly group: string; readonly text: string } | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const notOrderable = whyNotOrderable(item);
  const unsatisfied = notOrderable === null ? firstUnsatisfied(item, selection) : null;
  const reason = notOrderable?.message ?? unsatisfied?.message ?? addError;
  const canAdd = notOrderable === null && unsatisfied === null && !adding;
  const photo = item.industrial_info?.images[0];
  const stock = remainingLabel(item.stock_amount);

  const toggle = (group: OptionGroup, optionSlug: string) => {
    const outcome = togglePick(selection, group, optionSlug);
    setSelection(outcome.selection);
    setRefusal(outcome.ok ? null : { group: group.slug, text: outcome.rejection.message });
    setAddError(null);
  };

  const changeAmount = (next: number) => {
    if (!isValidAmount(next)) return;
    setAmount(next);
    setAddError(null);
  };

  const add = async () => {
    setAdding(true);
    const outcome = await dispatch(
      { type: 'AddItem', menuItemId: item.id, options: commandOptions(selection), amount },
      { quiet: true },
    );
    if (outcome.kind === 'accepted') {
      // The tap's next frame is the dialog closing; the note comes in a render after it.
      onClose();
      startTransition(() => dialogs.toast(formatMessage('CART_ADDED_TOOLTIP')));
      return;
    }
    setAdding(false);
    if (outcome.kind === 'rejected') setAddError(outcome.rejection.message);
  };

  return (
    <Modal
      open
      title={item.name}
      onClose={onClose}
      {...(returnFocus === undefined ? {} : { returnFocus })}
      describedBy={reason === null ? undefined : reasonId}
      footer={
        <div className={styles.footer}>
          <div className={styles.totalRow}>
            <span>총 주문금액</span>
            <strong className={styles.total}>{formatWon(pickedTotal(item, selection, amount))}</strong>
          </div>
          <p id={reasonId} className={styles.reason} role="status">
            {reason}
          </p>
          <Button disabled={!canAdd} aria-describedby={reason === null ? undefined : reasonId} onClick={add}>
            주문표에 추가
          </Button>
        </div>
      }
    >
      {/* Decoded off the frame that opens the dialog: the sheet shows first, the photo as it is ready. */}
      {photo !== undefined && <img className={styles.photo} src={imageSrc(photo)} alt="" decoding="async" />}
      {item.industrial_info?.description !== undefined && (
        <p className={styles.description}>{item.industrial_info.description}</p>
      )}
      <p className={styles.price}>
        {item.discounted_price !== null && item.discounted_price !== item.price && (
          <s className={styles.original}>
            <span className="visually-hidden">원래 가격 </span>
            {formatWon(item.price)}
          </s>
        )}
        <span>{formatWon(item.discounted_price ?? item.price)}</span>
      </p>
      {item.subchoices.map((group) => (
        <OptionGroupField
          key={group.slug}
          group={group}
          selection={selection}
          refusal={refusal?.group === group.slug ? refusal.text : null}
          onToggle={toggle}
        />
      ))}
      <div className={styles.amountRow}>
        <span className={styles.amountLabel}>
          수량{stock !== null && <span className={styles.note}> {stock}</span>}
        </span>
        <Stepper
          value={amount}
          label={item.name}
          canDecrease={isValidAmount(amount - 1)}
          onChange={changeAmount}
        />
      </div>
    </Modal>
  );
}
