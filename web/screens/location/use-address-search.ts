// The address query behind the picker's results: the geocoder's places for the text, "not found" for
// none (spec 001 §5 "no result from the address query says the address cannot be found"), the lookup
// failure text when it cannot be asked (spec 000 §8 "Address lookup failure").
import { useEffect, useState } from 'react';
import { readFailureRejection } from '../../../domain/content/read-failure.ts';
import { addressSearchResult } from '../../../domain/location/address-search.ts';
import type { Place } from '../../../domain/ports/gateway.ts';
import type { Rejection } from '../../../domain/result.ts';
import { useWebStore } from '../../store/store-context.tsx';

export type AddressSearch =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly text: string }
  | { readonly status: 'ok'; readonly text: string; readonly places: readonly Place[] }
  | {
      readonly status: 'error';
      readonly text: string;
      /** The refusal (to write in the customer's language), and its Korean text. */
      readonly rejection: Rejection;
      readonly message: string;
    };

/** `text` null: nothing to search. `attempt` asks again for the same text. */
export function useAddressSearch(text: string | null, attempt: number): AddressSearch {
  const { gateway } = useWebStore();
  const [state, setState] = useState<AddressSearch>({ status: 'idle' });
  useEffect(() => {
    if (text === null) {
      setState({ status: 'idle' });
      return;
    }
    // `attempt` only makes a repeated search of the same text ask again.
    let live = attempt >= 0;
    setState({ status: 'loading', text });
    void gateway.geocode(text).then((answer) => {
      if (!live) return;
      const found = answer.ok
        ? addressSearchResult(answer.value)
        : { ok: false as const, rejection: readFailureRejection(answer.failure, 'ADDRESS_LOOKUP_FAILED') };
      setState(
        found.ok
          ? { status: 'ok', text, places: found.value }
          : { status: 'error', text, rejection: found.rejection, message: found.rejection.message },
      );
    });
    return () => {
      live = false;
    };
  }, [gateway, text, attempt]);
  return state;
}
