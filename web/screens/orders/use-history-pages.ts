// Reading 주문내역 (LoadOrderHistory): the first page when the screen opens, a further page of a
// member's history on 더보기. What was
// read stays listed while the next page loads; a failed read says so with 다시 시도, and tries the
// same page again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';

export type HistoryRead =
  | { readonly status: 'loading'; readonly page: number }
  | { readonly status: 'read'; readonly page: number }
  | { readonly status: 'failed'; readonly page: number; readonly message: string };

export function useHistoryPages(): {
  readonly read: HistoryRead;
  readonly load: (page: number) => void;
} {
  const dispatch = useDispatch();
  const [read, setRead] = useState<HistoryRead>({ status: 'loading', page: 1 });
  // a failed read in the customer's language, read when it comes (no reason to read again)
  const say = useMessages();
  const sayRef = useRef(say);
  sayRef.current = say;
  // the latest read only: an older answer arriving late does not overwrite a newer one's state
  const latest = useRef(0);
  const load = useCallback(
    (page: number) => {
      const ticket = ++latest.current;
      setRead({ status: 'loading', page });
      void dispatch({ type: 'LoadOrderHistory', page }, { quiet: true }).then((outcome) => {
        if (ticket !== latest.current) return;
        setRead(
          outcome.kind === 'rejected'
            ? { status: 'failed', page, message: sayRef.current.rejection(outcome.rejection) }
            : { status: 'read', page },
        );
      });
    },
    [dispatch],
  );
  useEffect(() => {
    load(1);
    return () => {
      latest.current++;
    };
  }, [load]);
  return { read, load };
}
