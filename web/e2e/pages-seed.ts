// A copy of the default seed with extra content, for the information pages' browser tests: the
// notice whose body tries to run script in three ways (spec 001 §2: notice bodies are cleaned before
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

/** A seed directory with the hostile notice added; `remove` deletes it. */
export function seedWithHostileNotice(): { readonly dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'jumun-pages-seed-'));
  cpSync('fixtures/seed', dir, { recursive: true });
  const notices = JSON.parse(readFileSync(join(dir, 'notices.json'), 'utf8')) as unknown[];
  writeFileSync(join(dir, 'notices.json'), JSON.stringify([...notices, HOSTILE_NOTICE]));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
