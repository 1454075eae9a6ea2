// /orders/{number}/ (jumun's extension): an order's page opened again, from 주문내역 or a link: the
// same page as the thank-you page's, without its exit poll and without touching the cart (the order
// is read as a query, not loaded into the checkout), and with 재주문 once the order reads. An unknown
// or another customer's order reads '주문 정보가 없습니다.', as the thank-you page says it.

import { paths } from '../../../domain/routes/route-href.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { useQuery } from '../../store/use-query.ts';
import { buttonClass } from '../../ui/button.tsx';
import { RetryBanner } from '../../ui/retry-banner.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { ReorderButton } from '../orders/reorder-button.tsx';
import { OrderSummary } from '../thank-you/order-summary.tsx';
import styles from '../thank-you/thank-you.module.css';
import { orderTexts } from './order.texts.ts';
import { OrderProgressCard } from './order-progress.tsx';
import { useFollowOrder } from './use-follow-order.ts';

type OrderRoute = Extract<Route, { name: 'order' }>;

function OrderPage({ orderNumber }: { readonly orderNumber: string }) {
  const { gateway } = useWebStore();
  const t = useTexts(orderTexts);
  const say = useMessages();
  const info = useQuery(
    `order-info:${orderNumber}`,
    () => gateway.orderInfo(orderNumber),
    'ORDER_INFO_LOAD_FAILED',
  );
  const follow = useFollowOrder(orderNumber);
  // A missing order says so once, in the status section; the summary's own failure only when the
  // order itself reads.
  const missing = follow.read.status === 'failed';
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.title}</h1>
      {info.status === 'loading' && !missing && (
        <Loading label={t.loading}>
          <Skeleton height="220px" radius="12px" />
        </Loading>
      )}
      {info.status === 'ok' && <OrderSummary order={info.data} />}
      {info.status === 'error' && !missing && (
        <RetryBanner message={say.rejection(info)} onRetry={info.reload} />
      )}
      <OrderProgressCard orderNumber={orderNumber} follow={follow} />
      {info.status === 'ok' && <ReorderButton orderNumber={orderNumber} wide />}
      <a className={`${buttonClass('secondary')} ${styles.home}`} href={`#${paths.home}`}>
        {t.home}
      </a>
    </main>
  );
}

export default function OrderScreen({ route }: { readonly route: OrderRoute }) {
  return <OrderPage key={route.orderNumber} orderNumber={route.orderNumber} />;
}
