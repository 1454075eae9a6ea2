// 요청사항: the note for the restaurant and the rider, with its character counter.
import { COMMENT_MAX_CHARS, commentCounter } from '../../../domain/checkout/comment.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';
import { fieldId } from './checkout-form.tsx';
import { useDraftField } from './use-draft-field.ts';

export function CommentSection() {
  const checkout = useCheckout();
  const dispatch = useDispatch();
  const t = useTexts(checkoutTexts);
  const draft = useDraftField<HTMLTextAreaElement>('comment', checkout.comment, (comment) => {
    void dispatch({ type: 'SetComment', comment }, { quiet: true });
  });
  return (
    <section className={styles.section} aria-labelledby="checkout-comment-title">
      <h2 id="checkout-comment-title" className={styles.sectionTitle}>
        <label htmlFor={fieldId('comment')}>{t.commentTitle}</label>
      </h2>
      <textarea
        ref={draft.ref}
        id={fieldId('comment')}
        className={`${styles.input} ${styles.textarea}`}
        rows={3}
        maxLength={COMMENT_MAX_CHARS}
        placeholder={t.commentPlaceholder}
        value={draft.value}
        aria-describedby="checkout-comment-count"
        onChange={(e) => draft.change(e.target.value)}
        onBlur={draft.flush}
      />
      <p id="checkout-comment-count" className={styles.counter}>
        {commentCounter(draft.value)}
      </p>
    </section>
  );
}
