// Loading the order of the page (LoadOrder: the store loads it and clears the cart), then removing
// last_checkout and the online payment result. A refusal is shown by the dispatch layer, which
// follows the store's route home ('주문 정보를 가져오는데 실패 했습니다.', '주문 정보가 없습니다.').
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { clearOrderBridge } from './clear-order-bridge.ts';

export type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded' }
  | { readonly status: 'failed'; readonly message: string };

export function useLoadOrder(orderNumber: string | null): LoadState {
  const dispatch = useDispatch();
  const { storage } = useWebStore();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  // the refusal in the customer's language (read when it comes, not a reason to load again)
  const say = useMessages();
  const sayRef = useRef(say);
  sayRef.current = say;
  useEffect(() => {
    if (orderNumber === null) return undefined;
    let live = true;
    setState({ status: 'loading' });
    void dispatch({ type: 'LoadOrder', orderNumber }).then((outcome) => {
      if (outcome.kind === 'accepted') clearOrderBridge(storage);
      if (!live) return;
      setState(
        outcome.kind === 'accepted'
          ? { status: 'loaded' }
          : {
              status: 'failed',
              message: outcome.kind === 'rejected' ? sayRef.current.rejection(outcome.rejection) : '',
            },
      );
    });
    return () => {
      live = false;
    };
  }, [dispatch, storage, orderNumber]);
  return state;
}
