// The order followed to the door, below its summary (jumun's extension; the seeds stop at the
// thank-you page): the status and the estimated arrival as a clock time, the five steps with the
// time of each, the restaurant's phone, the cancel while the order is 접수 대기 (after that the
// restaurant decides), a cancelled order's who, why and refund, and, while the connection is down,
// that what shows is the last known state. Every value and text from the order projection
// (domain/projections/order-view.ts) and domain/messages.ts.
import { formatMessage } from '../../../domain/messages.ts';
import { refundLabel } from '../../../domain/orders/refund-label.ts';
import { seoulClock } from '../../../domain/orders/seoul-clock.ts';
import { useOrder } from '../../store/order-projection.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
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

  return (
    <section className={styles.card} aria-labelledby="order-progress-title">
      <h2 id="order-progress-title" className={styles.title}>
        주문 상태
      </h2>
      {order === null && follow.read.status === 'loading' && (
        <Loading label="주문 상태를 불러오는 중입니다">
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
              {formatMessage('ORDER_FOLLOW_OFFLINE')}
            </p>
          )}
          <p className={styles.now} aria-live="polite">
            <strong className={order.status === 'cancelled' ? styles.cancelled : styles.status}>
              {order.statusText}
            </strong>
            {order.arrivalText !== null && <span className={styles.arrival}>{order.arrivalText}</span>}
          </p>
          <ol className={styles.steps} aria-label="배달 진행 단계">
            {order.steps.map((step) => {
              const at = step.at === null ? null : seoulClock(step.at);
              const state = step.current ? styles.current : step.reached ? styles.reached : '';
              return (
                <li
                  key={step.status}
                  className={`${styles.step} ${state}`}
                  aria-current={step.current ? 'step' : undefined}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.label}>{step.label}</span>
                  <span className={styles.time}>{at ?? <span className="visually-hidden">아직</span>}</span>
                </li>
              );
            })}
          </ol>
          {order.cancellation !== null && (
            <div className={styles.cancelNote}>
              <p>{order.cancellationText}</p>
              {refundLabel(order.cancellation) !== null && (
                <p className={styles.refund}>{refundLabel(order.cancellation)}</p>
              )}
            </div>
          )}
          <div className={styles.actions}>
            {order.restaurantPhone !== null && order.restaurantPhone !== '' && (
              <a className={styles.call} href={`tel:${order.restaurantPhone.replace(/[^\d+]/g, '')}`}>
                <span>가게에 전화하기</span>
                <span className={styles.phone}>{order.restaurantPhone}</span>
              </a>
            )}
            {order.cancellable && (
              <Button tone="secondary" onClick={cancel} disabled={busy} aria-busy={busy}>
                {busy ? '주문을 취소하는 중…' : '주문 취소'}
              </Button>
            )}
          </div>
          {!order.cancellable && !order.finished && (
            <p className={styles.hint}>{formatMessage('ORDER_NOT_CANCELLABLE')}</p>
          )}
        </>
      )}
    </section>
  );
}
