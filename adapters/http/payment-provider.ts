// The sandbox payment providers answered over HTTP (domain/ports/payment-provider.ts), as their
// pages' buttons post: the card PG's page takes `action`, the wallet's page its merchantPayKey,
// clientId and `action`, and the mobile-card popup posts its ResultCode to the next-step route.
// Each answers with a redirect (303) to the app address the customer goes back to; the redirect is
// not followed, its Location is the answer. A page that is not a sandbox provider's (a real PG) is
// refused (code PAYMENT_PAGE_UNKNOWN): only its own page can answer it.
//
// The bodies go as JSON, which the sandbox routes read as they read their forms.
import {
  MOBILE_CARD_POPUP_PATH,
  mobileCardNextStepPath,
  PG_PAGE_PREFIX,
  SANDBOX_MOBILE_CARD_CODES,
  WALLET_PAGE_PATH,
} from '../../domain/checkout/payment-handoff.ts';
import type { ProviderAnswer } from '../../domain/checkout/payment-return.ts';
import { answered, failed, type GatewayResult } from '../../domain/ports/gateway-failure.ts';
import type { PaymentProvider } from '../../domain/ports/payment-provider.ts';
import type { Transport } from './transport.ts';

const ANSWER_TIMEOUT_MS = 10_000;

const resultCodes: Readonly<Record<ProviderAnswer, { readonly code: string; readonly message: string }>> = {
  approve: { code: SANDBOX_MOBILE_CARD_CODES.approved, message: '정상 승인' },
  decline: { code: SANDBOX_MOBILE_CARD_CODES.declined, message: '카드 승인 거절' },
  cancel: { code: SANDBOX_MOBILE_CARD_CODES.userCancelled, message: '사용자 취소' },
};

interface Post {
  readonly path: string;
  readonly body: Readonly<Record<string, string>>;
}

/** The post a page's button makes for `answer`, or null for a page no sandbox provider serves. */
export function answerPost(page: URL, answer: ProviderAnswer): Post | null {
  const q = page.searchParams;
  if (page.pathname.startsWith(PG_PAGE_PREFIX) && page.pathname.length > PG_PAGE_PREFIX.length)
    return { path: page.pathname, body: { action: answer } };
  if (page.pathname === WALLET_PAGE_PATH) {
    const merchantPayKey = q.get('merchantPayKey') ?? '';
    const clientId = q.get('clientId') ?? '';
    return { path: WALLET_PAGE_PATH, body: { merchantPayKey, clientId, action: answer } };
  }
  if (page.pathname === MOBILE_CARD_POPUP_PATH) {
    const orderId = q.get('OrderId') ?? q.get('Moid') ?? '';
    if (orderId === '') return null;
    const { code, message } = resultCodes[answer];
    return {
      path: mobileCardNextStepPath(orderId),
      body: { OrderId: orderId, Moid: q.get('Moid') ?? orderId, ResultCode: code, ResultMsg: message },
    };
  }
  return null;
}

const unknownPage = (page: string): GatewayResult<never> =>
  failed({
    kind: 'rejected',
    status: 0,
    code: 'PAYMENT_PAGE_UNKNOWN',
    message: `not a sandbox payment page: ${page}`,
  });

/** `base`: the origin the sandbox pages are served from (the api host's). */
export function httpPaymentProvider(transport: Transport, base: string): PaymentProvider {
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  return {
    async answer(page, answer): Promise<GatewayResult<string>> {
      let url: URL;
      try {
        url = new URL(page, root);
      } catch {
        return unknownPage(page);
      }
      const post = url.origin === root.origin ? answerPost(url, answer) : null;
      if (post === null) return unknownPage(page);
      const sent = await transport.send({
        method: 'POST',
        url: new URL(post.path, root).toString(),
        headers: { 'content-type': 'application/json', accept: 'text/html' },
        body: JSON.stringify(post.body),
        timeoutMs: ANSWER_TIMEOUT_MS,
      });
      if (!sent.ok)
        return failed(sent.failure.kind === 'timeout' ? { kind: 'timeout' } : { kind: 'network' });
      const { status, headers } = sent.response;
      const location = headers.location;
      if (status >= 300 && status < 400 && location !== undefined && location !== '')
        return answered(location);
      if (status === 0 || status >= 500) return failed({ kind: 'unavailable', status });
      return failed({ kind: 'rejected', status, message: `the payment page answered ${status}` });
    },
  };
}
