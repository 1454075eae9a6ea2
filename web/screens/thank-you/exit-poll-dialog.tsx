// The exit poll after an order (spec 000 §4 "Thank-you page … starts the exit poll"; §3 "Poll choice:
// number, text, has_text"; §7 "Exit poll"): the choices from the poll call, a text field for a
// choice with has_text, and AnswerPoll (the store sends the unique key).
import { type FormEvent, useId, useState } from 'react';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { useQuery } from '../../store/use-query.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { uiTexts } from '../../ui/ui.texts.ts';
import styles from './thank-you.module.css';
import { thankYouTexts } from './thank-you.texts.ts';

export function ExitPollDialog(props: {
  readonly orderNumber: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { gateway } = useWebStore();
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const t = useTexts(thankYouTexts);
  const ui = useTexts(uiTexts);
  const say = useMessages();
  const choices = useQuery(
    props.open ? `poll-choices:${props.orderNumber}` : null,
    () => gateway.pollChoices(props.orderNumber),
    'SERVICE_PROBLEM',
  );
  const [picked, setPicked] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const textId = useId();

  const list = choices.status === 'ok' ? choices.data : [];
  const withText = list.find((c) => c.number === picked)?.has_text === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (picked === null) {
      setError(say.message('POLL_ANSWER_REQUIRED'));
      return;
    }
    setBusy(true);
    const outcome = await dispatch(
      { type: 'AnswerPoll', number: picked, ...(withText ? { text } : {}) },
      { quiet: true },
    );
    setBusy(false);
    // accepted: the answer makes the poll done, and the page closes it
    if (outcome.kind === 'accepted') dialogs.toast(t.pollThanks);
    else if (outcome.kind === 'rejected') setError(say.rejection(outcome.rejection));
  }

  return (
    <Modal
      open={props.open}
      title={t.pollTitle}
      onClose={props.onClose}
      footer={
        <Button type="submit" form="exit-poll" disabled={busy || choices.status !== 'ok'} aria-busy={busy}>
          {t.pollSend}
        </Button>
      }
    >
      {choices.status === 'loading' && <Skeleton height="160px" />}
      {choices.status === 'error' && (
        <div className={styles.pollError}>
          <p role="alert">{say.rejection(choices)}</p>
          <Button tone="secondary" size="small" onClick={choices.reload}>
            {ui.retry}
          </Button>
        </div>
      )}
      {choices.status === 'ok' && (
        <form id="exit-poll" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className={styles.choices} aria-describedby={error === null ? undefined : errorId}>
            <legend className="visually-hidden">{t.pollTitle}</legend>
            {list.map((choice) => (
              <label key={choice.number} className={styles.choice}>
                <input
                  type="radio"
                  name="poll"
                  value={choice.number}
                  checked={picked === choice.number}
                  onChange={() => {
                    setPicked(choice.number);
                    setError(null);
                  }}
                />
                <span>{choice.text}</span>
              </label>
            ))}
          </fieldset>
          {withText && (
            <div className={styles.pollText}>
              <label htmlFor={textId}>{t.pollText}</label>
              <textarea
                id={textId}
                value={text}
                rows={3}
                maxLength={200}
                aria-describedby={error === null ? undefined : errorId}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(null);
                }}
              />
            </div>
          )}
          {error !== null && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
