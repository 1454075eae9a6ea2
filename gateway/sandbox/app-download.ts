// The app-download page: the web app's /download/ route redirects to this static page on the api
// server (spec 000 §2, spec 001 §2). Mounted with or without the sandbox: it is the app's own page.
//
// Decisions: there is no app in any store yet, so the store "links" are placeholders that jump to
// a note on this page, and say so. The page needs no network: no fonts, images or scripts.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { htmlDocument, sendHtml } from './sandbox-page.ts';

const stores: readonly { readonly id: string; readonly name: string }[] = [
  { id: 'app-store', name: 'App Store' },
  { id: 'google-play', name: 'Google Play' },
];

export function appDownloadPage(): string {
  const links = stores
    .map(
      (store) =>
        `<p><a class="button secondary" id="${escapeHtml(store.id)}" href="#placeholder">${escapeHtml(store.name)}에서 받기 (예시 링크)</a></p>`,
    )
    .join('\n');
  return htmlDocument(
    'jumun 앱 다운로드',
    `<main>
<h1>jumun 앱 다운로드</h1>
<p>앱에서 더 빠르고 편하게 주문하세요. 주문 내역과 쿠폰도 앱에서 바로 확인할 수 있습니다.</p>
${links}
<p class="note" id="placeholder">위 스토어 링크는 예시이며 실제 스토어로 연결되지 않습니다. 앱이 출시되면 실제 링크로 바뀝니다.</p>
<p><a class="button primary" href="/#/">웹에서 계속 주문하기</a></p>
</main>`,
  );
}

export function registerAppDownload(app: FastifyInstance, _context: GatewayContext): void {
  app.get('/download/', async (_request, reply) =>
    sendHtml(reply, 200, appDownloadPage(), 'public, max-age=3600'),
  );
}
