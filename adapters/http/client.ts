// The generic gateway client: any call of the contract table by name, sent over a Transport and
// answered as a GatewayResult. Retries, the bearer header and the token refresh live here, once,
// for every call (see call-policy.ts).
import * as E from 'fp-ts/lib/Either.js';
import type { AnyCall, CallName, ParamsOf, ResponseOf } from '../../contract/calls.ts';
import { failed, type GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { HTTP_TIMEOUT_MS, refreshesToken, repeatsAfterRefresh, retriesOf } from './call-policy.ts';
import type { InputOf } from './call-types.ts';
import { hostBase, type Profile } from './profile.ts';
import { buildRequest, type Outgoing, pageRequest } from './request.ts';
import { type Reading, readAnswer } from './response.ts';
import type { TokenSource } from './tokens.ts';
import type { HttpRequest, Transport, TransportResult } from './transport.ts';

export interface ClientConfig {
  readonly transport: Transport;
  /**
   * The calls the client can make at first (`callList` for all of them): the web app's first screen
   * reads with the content calls alone, and the command side teaches the same client the rest
   * (`learn`), so one client (one token refresh at a time) serves both.
   */
  readonly calls: readonly AnyCall[];
  readonly profile: Profile;
  readonly tokens: TokenSource;
  /** Per attempt; 10 s by default (spec 001 §9). */
  readonly timeoutMs?: number;
  /** The pause before retry n is n × this; 300 ms by default. */
  readonly retryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface CallOptions {
  readonly headers?: Readonly<Record<string, string>>;
}

export interface GatewayClient {
  callGateway<N extends CallName>(
    name: N,
    params: ParamsOf<N>,
    input: InputOf<N>,
    options?: CallOptions,
  ): Promise<GatewayResult<ResponseOf<N>>>;
  /** The URL is on the api host's origin. */
  sameHost(url: string): boolean;
  /** A page of the api host fetched as text, answered as the proxy call answers. */
  fetchPage(url: string): Promise<GatewayResult<string>>;
  /** Adds calls the client can make from now on. */
  learn(calls: readonly AnyCall[]): void;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function gatewayClient(config: ClientConfig): GatewayClient {
  const { transport, profile, tokens } = config;
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
  const retryDelayMs = config.retryDelayMs ?? 300;
  const sleep = config.sleep ?? defaultSleep;
  const known = new Map<string, AnyCall>();
  const learn = (calls: readonly AnyCall[]) => {
    for (const call of calls) known.set(call.name, call);
  };
  learn(config.calls);

  function callNamed(name: string): AnyCall {
    const call = known.get(name);
    // Names are typed as CallName: a miss is a call used before the client learnt it (a bug), not
    // a runtime condition.
    if (call === undefined) throw new Error(`no call named ${name}`);
    return call;
  }

  async function exchange(request: HttpRequest): Promise<TransportResult> {
    try {
      return await transport.send(request);
    } catch (cause) {
      // Transports never throw; one that does is treated as no answer rather than a crash.
      return { ok: false, failure: { kind: 'network', detail: String(cause) } };
    }
  }

  async function send(out: Outgoing): Promise<Reading> {
    const request = buildRequest(profile, out, tokens.accessToken(), timeoutMs);
    if (E.isLeft(request)) return { result: failed(request.left), retryable: false, tokenExpired: false };
    return readAnswer(out.call, await exchange(request.right));
  }

  /** One logical attempt: sent again only on no answer or a 5xx, as often as the call allows. */
  async function attempt(out: Outgoing): Promise<Reading> {
    const retries = retriesOf(out.call);
    for (let n = 0; ; n++) {
      const reading = await send(out);
      if (!reading.retryable || n >= retries) return reading;
      await sleep(retryDelayMs * (n + 1));
    }
  }

  // One refresh at a time: calls that fail together wait for the same renewal.
  let refreshing: Promise<boolean> | null = null;

  async function renewTokens(): Promise<boolean> {
    const refreshToken = tokens.refreshToken();
    if (refreshToken === null) return false;
    const reading = await attempt({
      call: callNamed('member.token-refresh'),
      params: {},
      input: { refresh_token: refreshToken },
    });
    if (!reading.result.ok) return false;
    const renewed = reading.result.value as ResponseOf<'member.token-refresh'>;
    tokens.store({ access_token: renewed.access_token, refresh_token: renewed.refresh_token });
    return true;
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= renewTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function run(out: Outgoing): Promise<GatewayResult<unknown>> {
    const first = await attempt(out);
    if (!first.tokenExpired || !refreshesToken(out.call)) return first.result;
    const renewed = await refreshOnce();
    if (!renewed || !repeatsAfterRefresh(out.call)) return first.result;
    return (await attempt(out)).result;
  }

  return {
    async callGateway(name, params, input, options) {
      const out: Outgoing = { call: callNamed(name), params, input, headers: options?.headers ?? {} };
      // The call's response codec decoded the value: it is ResponseOf<N>.
      return (await run(out)) as GatewayResult<ResponseOf<typeof name>>;
    },
    sameHost(url) {
      const origin = originOf(url);
      return origin !== null && origin === originOf(hostBase(profile, 'api'));
    },
    async fetchPage(url) {
      const proxy = callNamed('content.proxy');
      const reading = readAnswer(
        proxy,
        await exchange(pageRequest(proxy, url, tokens.accessToken(), timeoutMs)),
      );
      return reading.result as GatewayResult<string>;
    },
    learn,
  };
}
