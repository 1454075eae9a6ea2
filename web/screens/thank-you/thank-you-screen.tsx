// /checkout/thankyou!!/?order_number=… (spec 000 §2, §4 "Thank-you page"): the order summary and
// the shortfall note, then the exit poll dialog while the store says the order's poll is due (once
// per order: closing it records so); the missing-data redirects; a render error shows a warning
// block (RenderGuard). Below the summary, the order followed to the door (jumun's extension,
// screens/order/).
import { useEffect } from 'react';
import { thankYouEntry } from '../../../domain/checkout/thank-you-entry.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { goTo } from '../../shell/navigation.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { useSession } from '../../store/projections.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { OrderProgress } from '../order/order-progress.tsx';
import { ExitPollDialog } from './exit-poll-dialog.tsx';
import { OrderSummary } from './order-summary.tsx';
import { RenderGuard } from './render-guard.tsx';
import styles from './thank-you.module.css';
import { thankYouTexts } from './thank-you.texts.ts';
import { useLoadOrder } from './use-load-order.ts';

type ThankYouRoute = Extract<Route, { name: 'thankyou' }>;

function ThankYou({ orderNumber }: { readonly orderNumber: string | undefined }) {
  const { location } = useSession();
  const checkout = useCheckout();
  const entry = thankYouEntry({ orderNumber, location });
  const target = entry.kind === 'load' ? entry.orderNumber : null;
  const load = useLoadOrder(target);
  const order = checkout.order !== null && checkout.order.order_number === target ? checkout.order : null;
  const dispatch = useDispatch();
  const t = useTexts(thankYouTexts);

  useEffect(() => {
    if (entry.kind === 'redirect') goTo(entry.to, { replace: true });
  });
  if (entry.kind === 'redirect') return null;

  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.title}</h1>
      {load.status === 'loading' && (
        <Loading label={t.loading}>
          <Skeleton height="220px" radius="12px" />
        </Loading>
      )}
      {load.status === 'failed' && (
        <div className={styles.warning}>
          <p>{load.message}</p>
          <a className={buttonClass('primary')} href={`#${paths.home}`}>
            {t.home}
          </a>
        </div>
      )}
      {load.status === 'loaded' && order !== null && (
        <>
          <p className={styles.lead}>{t.lead}</p>
          <OrderSummary order={order} />
          <OrderProgress orderNumber={order.order_number} />
          <a className={`${buttonClass('secondary')} ${styles.home}`} href={`#${paths.home}`}>
            {t.home}
          </a>
          <ExitPollDialog
            orderNumber={order.order_number}
            open={checkout.pollDue}
            onClose={() => void dispatch({ type: 'CloseExitPoll' }, { quiet: true })}
          />
        </>
      )}
    </main>
  );
}

export default function ThankYouScreen({ route }: { readonly route: ThankYouRoute }) {
  return (
    <RenderGuard>
      <ThankYou orderNumber={route.orderNumber} />
    </RenderGuard>
  );
}
