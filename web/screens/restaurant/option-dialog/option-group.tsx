// One option group of the dialog: its name, spec label and 필수/선택 badge, then its options as
// radio buttons or checkboxes (by the normalisation rule), each with its price and stock note.
import { useId } from 'react';
import { type PickSelection, picksIn } from '../../../../domain/menu/option-picks.ts';
import {
  groupRule,
  isMandatory,
  isOptionSoldOut,
  normaliseGroup,
} from '../../../../domain/menu/option-rules.ts';
import type { OptionGroup as Group } from '../../../../domain/menu/types.ts';
import { useMessages } from '../../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../../i18n/use-texts.ts';
import styles from './option-dialog.module.css';
import { optionDialogTexts } from './option-dialog.texts.ts';
import { groupLabelText, stockNote } from './option-labels.ts';

export interface OptionGroupProps {
  readonly group: Group;
  readonly selection: PickSelection;
  /** The refusal of the last pick in this group ("최대 N개 까지 선택 가능합니다."). */
  readonly refusal: string | null;
  readonly onToggle: (group: Group, optionSlug: string) => void;
}

export function OptionGroupField({ group, selection, refusal, onToggle }: OptionGroupProps) {
  const id = useId();
  const t = useTexts(optionDialogTexts);
  const say = useMessages();
  const { won } = useLocale();
  const picked = picksIn(selection, group);
  const multiple = normaliseGroup(group).multiple;
  const mandatory = isMandatory(groupRule(group));
  const refusalId = `${id}-refusal`;
  return (
    <fieldset className={styles.group} aria-describedby={refusal === null ? undefined : refusalId}>
      <legend className={styles.legend}>
        <span className={styles.groupName}>{group.name}</span>{' '}
        <span className={styles.groupLabel}>{groupLabelText(group, say)}</span>{' '}
        <span className={mandatory ? styles.required : styles.optional}>
          {mandatory ? t.required : t.optional}
        </span>
      </legend>
      <p id={refusalId} role="alert" className={styles.refusal}>
        {refusal}
      </p>
      <ul className={styles.options}>
        {group.subchoices.map((option) => {
          const soldOut = isOptionSoldOut(option);
          const stock = stockNote(option.stock_amount, say);
          return (
            <li key={option.slug}>
              <label className={`${styles.option} ${soldOut ? styles.soldOut : ''}`}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={multiple ? undefined : id}
                  className={styles.input}
                  checked={picked.includes(option.slug)}
                  disabled={soldOut}
                  onChange={() => onToggle(group, option.slug)}
                  onClick={(event) => {
                    // A picked radio of an optional group is cleared by tapping it again.
                    if (!multiple && picked.includes(option.slug)) {
                      event.preventDefault();
                      onToggle(group, option.slug);
                    }
                  }}
                />
                <span className={styles.optionName}>
                  {option.name}
                  {soldOut && <span className={styles.note}>{t.soldOut}</span>}
                  {!soldOut && stock !== null && <span className={styles.note}> {stock}</span>}
                </span>
                {option.price !== 0 && <span className={styles.optionPrice}>+{won(option.price)}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
