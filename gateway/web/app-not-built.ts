// The page at / while the web app is not built (no index.html in the web root): it says so and how
// to build it, in Korean and English, instead of a JSON 404 that reads like a broken server.
import { escapeHtml } from '../http/escape-html.ts';

/** How a newcomer builds the web app; shown on the page and in `jumun serve`'s start-up block. */
export const WEB_BUILD_COMMAND = 'npm run build:web';

/** The page's stylesheet, allowed by its hash (http/content-security-policy.ts). */
export const APP_NOT_BUILT_STYLE = `
body{margin:0;background:#F6F6F6;color:#333333;font:16px/1.5 -apple-system,BlinkMacSystemFont,system-ui,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;word-break:keep-all}
main{max-width:560px;margin:48px auto;padding:24px;background:#FFFFFF;border-radius:12px}
h1{margin:0 0 16px;font-size:22px}code{background:#F2F2F2;padding:2px 6px;border-radius:4px}
p.en{color:#666666}
`;

export function appNotBuiltPage(webRoot: string): string {
  const index = escapeHtml(`${webRoot.replace(/\/$/, '')}/index.html`);
  const build = escapeHtml(WEB_BUILD_COMMAND);
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>jumun — 웹 앱이 아직 빌드되지 않았습니다</title>
<style>${APP_NOT_BUILT_STYLE}</style>
</head>
<body>
<main>
<h1>웹 앱이 아직 빌드되지 않았습니다</h1>
<p>jumun 게이트웨이는 실행 중이지만 <code>${index}</code> 파일이 없습니다.
<code>${build}</code> 로 웹 앱을 빌드한 뒤 jumun을 다시 시작하세요.</p>
<p class="en" lang="en">The jumun gateway is running, but the web app is not built: <code>${index}</code>
does not exist. Build it with <code>${build}</code>, then restart jumun. The API and the sandbox
providers under <code>/sandbox/</code> work meanwhile.</p>
</main>
</body>
</html>
`;
}
