// The option dialog (spec 000 §5 "Menu options", "Stock"): opened by the restaurant screen for one
// menu item. Picks follow domain/menu/option-picks, the total domain/menu/picks-total; AddItem
// decides the rest (stock, another restaurant's cart) and its refusal is shown here.
import { startTransition, useId, useRef, useState } from 'react';
import { isValidAmount } from '../../../../domain/cart/outcome.ts';
import { whyNotOrderable } from '../../../../domain/menu/item-orderability.ts';
import {
  firstUnsatisfied,
  noPicks,
  type PickSelection,
  togglePick,
} from '../../../../domain/menu/option-picks.ts';
import { pickedTotal } from '../../../../domain/menu/picks-total.ts';
import type { MenuItem, OptionGroup } from '../../../../domain/menu/types.ts';
import type { Rejection } from '../../../../domain/result.ts';
import { useDialogs } from '../../../dialogs/dialogs.tsx';
import { useDispatch } from '../../../dialogs/use-dispatch.ts';
import { useMessages } from '../../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../../i18n/use-texts.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Stepper } from '../../../ui/stepper.tsx';
import styles from './option-dialog.module.css';
import { optionDialogTexts } from './option-dialog.texts.ts';
import { OptionGroupField } from './option-group.tsx';
import { stockNote } from './option-labels.ts';

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
  const say = useMessages();
  const t = useTexts(optionDialogTexts);
  const { won } = useLocale();
  const reasonId = useId();
  const [selection, setSelection] = useState<PickSelection>(noPicks);
  const [amount, setAmount] = useState(1);
  const [refusal, setRefusal] = useState<{ readonly group: string; readonly rejection: Rejection } | null>(
    null,
  );
  const [addError, setAddError] = useState<Rejection | null>(null);
  const [adding, setAdding] = useState(false);
  // A second tap while the add is out does nothing. The button greys out in a render of its own, so
  // the tap's frame is the dialog closing alone when the add is accepted at once.
  const addOut = useRef(false);

  const notOrderable = whyNotOrderable(item);
  const unsatisfied = notOrderable === null ? firstUnsatisfied(item, selection) : null;
  const refused = notOrderable ?? unsatisfied ?? addError;
  const reason = refused === null ? null : say.rejection(refused);
  const canAdd = notOrderable === null && unsatisfied === null && !adding;
  const photo = item.industrial_info?.images[0];
  const stock = stockNote(item.stock_amount, say);

  const toggle = (group: OptionGroup, optionSlug: string) => {
    const outcome = togglePick(selection, group, optionSlug);
    setSelection(outcome.selection);
    setRefusal(outcome.ok ? null : { group: group.slug, rejection: outcome.rejection });
    setAddError(null);
  };

  const changeAmount = (next: number) => {
    if (!isValidAmount(next)) return;
    setAmount(next);
    setAddError(null);
  };

  const add = async () => {
    if (addOut.current) return;
    addOut.current = true;
    startTransition(() => setAdding(true));
    const outcome = await dispatch(
      { type: 'AddItem', menuItemId: item.id, options: commandOptions(selection), amount },
      { quiet: true },
    );
    if (outcome.kind === 'accepted') {
      // The tap's next frame is the dialog closing; the note comes in a render after it.
      onClose();
      startTransition(() => dialogs.toast(say.message('CART_ADDED_TOOLTIP')));
      return;
    }
    addOut.current = false;
    setAdding(false);
    if (outcome.kind === 'rejected') setAddError(outcome.rejection);
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
            <span>{t.total}</span>
            <strong className={styles.total}>{won(pickedTotal(item, selection, amount))}</strong>
          </div>
          <p id={reasonId} className={styles.reason} role="status">
            {reason}
          </p>
          <Button disabled={!canAdd} aria-describedby={reason === null ? undefined : reasonId} onClick={add}>
            {t.add}
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
            <span className="visually-hidden">{t.originalPrice}</span>
            {won(item.price)}
          </s>
        )}
        <span>{won(item.discounted_price ?? item.price)}</span>
      </p>
      {item.subchoices.map((group) => (
        <OptionGroupField
          key={group.slug}
          group={group}
          selection={selection}
          refusal={refusal?.group === group.slug ? say.rejection(refusal.rejection) : null}
          onToggle={toggle}
        />
      ))}
      <div className={styles.amountRow}>
        <span className={styles.amountLabel}>
          {t.quantity}
          {stock !== null && <span className={styles.note}> {stock}</span>}
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
