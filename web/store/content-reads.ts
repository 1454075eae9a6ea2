// What the first screen reads, in a chunk of its own beside the boot chunk: the service's status and
// info (the shell asks at start) and home's banners, over the one HTTP client of this page. The
// command side (command-side.ts), fetched when the customer first interacts or a screen needs it,
// takes this same client and teaches it every other call, so one client (one token refresh at a
// time, one loading count) serves the page.

import { type GatewayClient, gatewayClient } from '../../adapters/http/client.ts';
import { fetchTransport } from '../../adapters/http/fetch-transport.ts';
import { httpContentQueries } from '../../adapters/http/http-content-queries.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import { storageTokens } from '../../adapters/http/tokens.ts';
import { contentCalls } from '../../contract/content.ts';
import { memberCalls } from '../../contract/member.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { ContentQueries } from '../../domain/ports/content-queries.ts';
import type { KeyValueStorage } from '../../domain/ports/storage.ts';
import { countingTransport } from '../shell/loading-count.ts';

export interface ContentReads {
  readonly client: GatewayClient;
  readonly content: ContentQueries;
}

export function contentReads(
  origin: string,
  storage: KeyValueStorage,
  deviceId: string,
  clock: Clock,
): ContentReads {
  const tokens = storageTokens(storage);
  const client = gatewayClient({
    // Every request counts for the loading spinner (spec 001 §4 "Loading indicator").
    transport: countingTransport(fetchTransport(), () => clock.now()),
    profile: defaultProfile(origin),
    tokens,
    // the member calls for the token refresh a member's read may need
    calls: [...contentCalls, ...memberCalls],
  });
  return {
    client,
    content: httpContentQueries({ client, tokens, deviceId, userAgent: navigator.userAgent }),
  };
}
