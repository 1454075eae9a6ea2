// Following the order of the page: its progress read once (LoadOrderProgress), then its stream
// (the progress-stream port, Last-Event-ID resume), each change fed to the store as
// ApplyOrderProgress, so the page, the log and a replay see the same order. A stream that drops
// opens again by itself and sends what was missed (Last-Event-ID); coming back online starts over
// at once rather than after the stream's longest pause. While the connection is down the page
// keeps the last known state and says so.
import { useEffect, useRef, useState } from 'react';
import { isFinalStatus } from '../../../domain/ports/order-progress-types.ts';
import type { ProgressFollow } from '../../../domain/ports/progress-stream.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { useOnline } from './use-online.ts';

/** A stream reopened within this long is no news: only a longer gap says the state may be old. */
const LOST_AFTER_MS = 1_500;

export type FollowRead =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded' }
  | { readonly status: 'failed'; readonly message: string };

export interface Follow {
  readonly read: FollowRead;
  /** The connection is down: what shows is the last known state. */
  readonly stale: boolean;
}

export function useFollowOrder(orderNumber: string): Follow {
  const { store, progressStream } = useWebStore();
  const online = useOnline();
  const [read, setRead] = useState<FollowRead>({ status: 'loading' });
  const [lost, setLost] = useState(false);
  // the refusal in the customer's language, read when it comes (no reason to follow again)
  const say = useMessages();
  const sayRef = useRef(say);
  sayRef.current = say;

  // Offline, nothing is followed (a connection still open would bring changes the page says it
  // cannot have); back online, the read and the stream start over.
  useEffect(() => {
    let live = true;
    let follow: ProgressFollow | null = null;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    const known = () => {
      const followed = store.getState().orders.followed;
      return followed?.order_number === orderNumber ? followed : null;
    };
    /** The read failed: the device's last known state of this order, if it has one, rather than nothing. */
    const lastKnownOr = (message: string) => {
      if (known() !== null) {
        setRead({ status: 'loaded' });
        setLost(true);
      } else setRead({ status: 'failed', message });
    };

    if (!online) {
      lastKnownOr(sayRef.current.message('NETWORK_ERROR'));
      return undefined;
    }
    void (async () => {
      const outcome = await store.dispatch({ type: 'LoadOrderProgress', orderNumber });
      if (!live) return;
      if (outcome.kind !== 'accepted') {
        lastKnownOr(outcome.kind === 'rejected' ? sayRef.current.rejection(outcome.rejection) : '');
        return;
      }
      setRead({ status: 'loaded' });
      setLost(false);
      const progress = known();
      if (progress === null || isFinalStatus(progress.status)) return;
      follow = progressStream.follow(
        orderNumber,
        {
          onProgress: (next) => void store.dispatch({ type: 'ApplyOrderProgress', progress: next }),
          onState: (state) => {
            if (!live) return;
            clearTimeout(lostTimer);
            if (state === 'open') setLost(false);
            else if (state === 'reconnecting')
              lostTimer = setTimeout(() => live && setLost(true), LOST_AFTER_MS);
            else if (state === 'ended' && !isFinalStatus(known()?.status ?? 'received')) setLost(true);
          },
          onFailure: () => {
            // the order can no longer be read (its token refused): what shows stays, marked old
            if (live) setLost(true);
          },
        },
        { after: progress.version },
      );
    })();
    return () => {
      live = false;
      clearTimeout(lostTimer);
      follow?.close();
    };
  }, [store, progressStream, orderNumber, online]);

  return { read, stale: read.status === 'loaded' && (lost || !online) };
}
