// The order followed to the door, below its summary (jumun's extension; the seeds stop at the
// thank-you page): the status and the estimated arrival as a clock time, the five steps with the
// time of each, the restaurant's phone, the cancel while the order is 접수 대기 (after that the
// restaurant decides), a cancelled order's who, why and refund, and, while the connection is down,
// that what shows is the last known state. Every value and text from the order projection
// (domain/projections/order-view.ts) and domain/messages.ts.
import { refundLabel } from '../../../domain/orders/refund-label.ts';
import { statusCode } from '../../../domain/orders/status-label.ts';
import { cancellationMessage } from '../../../domain/projections/order-view.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { useOrder } from '../../store/order-projection.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { orderTexts } from './order.texts.ts';
import styles from './order-progress.module.css';
import { useCancelOrder } from './use-cancel-order.ts';
import { type Follow, useFollowOrder } from './use-follow-order.ts';

/** The order's progress, followed while the section shows. */
export function OrderProgress({ orderNumber }: { readonly orderNumber: string }) {
  return <OrderProgressCard orderNumber={orderNumber} follow={useFollowOrder(orderNumber)} />;
}

/** The section over a follow its page holds (the page says more when the read fails). */
export function OrderProgressCard({
  orderNumber,
  follow,
}: {
  readonly orderNumber: string;
  readonly follow: Follow;
}) {
  const followed = useOrder();
  const { cancel, busy } = useCancelOrder(orderNumber);
  const order = followed.orderNumber === orderNumber ? followed : null;
  const t = useTexts(orderTexts);
  const say = useMessages();
  const { language, clock } = useLocale();
  const arrival =
    order?.arrivalText == null || order.estimatedArrival === null ? null : clock(order.estimatedArrival);
  const cancelled = order?.cancellation == null ? null : cancellationMessage(order.cancellation);
  const refund = order?.cancellation == null ? null : refundLabel(order.cancellation, language);

  return (
    <section className={styles.card} aria-labelledby="order-progress-title">
      <h2 id="order-progress-title" className={styles.title}>
        {t.statusTitle}
      </h2>
      {order === null && follow.read.status === 'loading' && (
        <Loading label={t.statusLoading}>
          <Skeleton height="96px" radius="8px" />
        </Loading>
      )}
      {order === null && follow.read.status === 'failed' && (
        <p className={styles.failed}>{follow.read.message}</p>
      )}
      {order !== null && (
        <>
          {follow.stale && (
            <p className={styles.stale} role="status">
              {say.message('ORDER_FOLLOW_OFFLINE')}
            </p>
          )}
          <p className={styles.now} aria-live="polite">
            <strong className={order.status === 'cancelled' ? styles.cancelled : styles.status}>
              {order.status === null ? order.statusText : say.message(statusCode(order.status))}
            </strong>
            {arrival !== null && (
              <span className={styles.arrival}>
                {say.message('ORDER_ARRIVAL_ESTIMATE', { time: arrival })}
              </span>
            )}
          </p>
          <ol className={styles.steps} aria-label={t.steps}>
            {order.steps.map((step) => {
              const at = step.at === null ? null : clock(step.at);
              const state = step.current ? styles.current : step.reached ? styles.reached : '';
              return (
                <li
                  key={step.status}
                  className={`${styles.step} ${state}`}
                  aria-current={step.current ? 'step' : undefined}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.label}>
                    {t.stepLabel(step.status, say.message(statusCode(step.status)))}
                  </span>
                  <span className={styles.time}>
                    {at ?? <span className="visually-hidden">{t.notYet}</span>}
                  </span>
                </li>
              );
            })}
          </ol>
          {cancelled !== null && (
            <div className={styles.cancelNote}>
              <p>{say.message(cancelled.code, cancelled.params)}</p>
              {refund !== null && <p className={styles.refund}>{refund}</p>}
            </div>
          )}
          <div className={styles.actions}>
            {order.restaurantPhone !== null && order.restaurantPhone !== '' && (
              <a className={styles.call} href={`tel:${order.restaurantPhone.replace(/[^\d+]/g, '')}`}>
                <span>{t.call}</span>
                <span className={styles.phone}>{order.restaurantPhone}</span>
              </a>
            )}
            {order.cancellable && (
              <Button tone="secondary" onClick={cancel} disabled={busy} aria-busy={busy}>
                {busy ? t.cancelling : t.cancel}
              </Button>
            )}
          </div>
          {!order.cancellable && !order.finished && (
            <p className={styles.hint}>{say.message('ORDER_NOT_CANCELLABLE')}</p>
          )}
        </>
      )}
    </section>
  );
}
