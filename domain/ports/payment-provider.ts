// The payment provider, answered as the customer answers it on its page (spec 000 §4 "Submit
// outcome"): the card PG, the wallet or the mobile-card popup takes the answer and sends the
// customer back to an app address (the thank-you page, or checkout with ?code=…). In a browser the
// customer answers on the page itself; `jumun` answers the sandbox providers over HTTP.
import type { GatewayResult } from './gateway-failure.ts';

/** The answers a provider's page gives (closing a popup is the customer's own, not the provider's). */
export type ProviderAnswer = 'approve' | 'decline' | 'cancel';

export interface PaymentProvider {
  /**
   * Gives `answer` on the payment page `page` (the placed order's redirectUrl); the app address the
   * provider sends the customer back to, or why it could not be answered.
   */
  answer(page: string, answer: ProviderAnswer): Promise<GatewayResult<string>>;
}
