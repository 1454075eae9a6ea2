// A copy of the default seed with extra content, for the information pages' browser tests: a notice
// and an event page whose html tries to run script in three ways (spec 001 §2: notice bodies are cleaned before
// they are shown).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HOSTILE_NOTICE = {
  id: 6,
  type: 'DEFAULT',
  title: '[점검] 스크립트가 든 공지',
  html: [
    '<p id="hostile-intro">이 공지의 본문은 안전하게 보여야 합니다.</p>',
    '<script>window.__pwned = "script"; document.title = "pwned";</script>',
    '<img src="/no-such-image.png" alt="깨진 이미지" onerror="window.__pwned = \'onerror\'">',
    '<p><a id="js-link" href="javascript:window.__pwned = \'link\'">여기를 눌러 확인하세요</a></p>',
    '<p><a id="outside-link" href="https://example.com/notice">자세한 내용</a></p>',
    '<svg><animate onbegin="window.__pwned = \'svg\'" attributeName="x" dur="1s"></animate></svg>',
  ].join(''),
  created_at: '2026-11-20T09:00:00+09:00',
};

/** An event page whose html tries the same (spec 001 §2 "/event/{id}/", cleaned like a notice). */
export const HOSTILE_EVENT = {
  id: 9,
  event_name: '스크립트이벤트_9',
  html: [
    '<h1>스크립트가 든 이벤트</h1>',
    '<script>window.__pwned = "event script"</script>',
    '<img src="/no-such-event.png" alt="이벤트 이미지" onerror="window.__pwned = \'event onerror\'">',
    '<a id="event-js-link" href="javascript:window.__pwned = \'event link\'">참여하기</a>',
  ].join(''),
  tracking_url: JSON.stringify({ tracking_ga: 'event_script' }),
};

/** A seed directory with the hostile notice and event added; `remove` deletes it. */
export function seedWithHostileNotice(): { readonly dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'jumun-pages-seed-'));
  cpSync('fixtures/seed', dir, { recursive: true });
  const notices = JSON.parse(readFileSync(join(dir, 'notices.json'), 'utf8')) as unknown[];
  writeFileSync(join(dir, 'notices.json'), JSON.stringify([...notices, HOSTILE_NOTICE]));
  const events = JSON.parse(readFileSync(join(dir, 'events.json'), 'utf8')) as unknown[];
  writeFileSync(join(dir, 'events.json'), JSON.stringify([...events, HOSTILE_EVENT]));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
