// The pages of the sandbox providers and of the api server's static pages: plain HTML in Korean with
// the UI guide's colours. No scripts at all (the CSP forbids inline ones, and plain forms suffice),
// no style attributes (the CSP allows the one stylesheet below by its hash),
// no fonts or images from the network, and every value escaped.
import type { FastifyReply } from 'fastify';
import { formatWon } from '../../domain/money.ts';
import type { Language } from '../../domain/shell/language.ts';
import { escapeHtml } from '../http/escape-html.ts';

export const SANDBOX_LABEL = 'SANDBOX — 실제 결제가 아닙니다';
/** The payment pages' banner in English (issue "English"). */
export const SANDBOX_LABEL_EN = 'SANDBOX — not a real payment';
/** The sandbox restaurant's pages: no payment there, and no real kitchen either. */
export const RESTAURANT_SANDBOX_LABEL = 'SANDBOX — 실제 음식점이 아닙니다';

/** The one stylesheet of every page here, allowed by its hash (http/content-security-policy.ts). */
export const SANDBOX_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#F6F6F6;color:#333333;word-break:keep-all;font:14px/19px "Pretendard Variable",Pretendard,
-apple-system,BlinkMacSystemFont,system-ui,Roboto,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",sans-serif}
.banner{margin:0;padding:16px;background:#C00000;color:#FFFFFF;font-size:20px;line-height:27px;font-weight:700;
text-align:center;letter-spacing:.02em}
main{width:calc(100% - 32px);max-width:480px;margin:24px auto;padding:24px 16px;background:#FFFFFF;border-radius:12px;
box-shadow:0 1px 8px rgba(25,48,64,.10)}
h1{margin:0 0 16px;font-size:24px;line-height:32px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;font-size:16px;line-height:22px}
dt{color:#666666}dd{margin:0;text-align:right;font-weight:700}
.amount{color:#D60045;font-size:20px;line-height:27px}
form{margin:0 0 12px}
button,.button{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:8px;font:inherit;
font-size:16px;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#E6004A;border:1px solid #E6004A;color:#FFFFFF}
.secondary{background:#FFFFFF;border:1px solid #D60045;color:#D60045}
.plain{background:#F2F2F2;border:1px solid #E5E5E5;color:#333333}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #0C74E4;outline-offset:2px}
p{margin:0 0 12px}.note{color:#666666;font-size:12px;line-height:16px}
label{display:block;margin:0 0 4px;font-weight:700}
input{display:block;width:100%;min-height:44px;margin:0 0 8px;padding:8px 12px;border:1px solid #999999;
border-radius:8px;font:inherit;font-size:16px;color:#333333;background:#FFFFFF}
input:focus-visible{outline:3px solid #0C74E4;outline-offset:2px}
h2{margin:24px 0 12px;font-size:18px;line-height:24px}
ol{margin:0 0 24px;padding-left:20px;font-size:16px;line-height:22px}
footer{margin-top:24px;padding-top:12px;border-top:1px solid #E5E5E5;color:#666666;font-size:12px;line-height:16px}
.error{color:#D60045}
.field{display:block;width:100%;margin:4px 0 12px;padding:12px;border:1px solid #CCCCCC;border-radius:8px;font:inherit}
`;

/** A whole document: the shell every page here shares. `body` is already-escaped HTML. */
export function htmlDocument(title: string, body: string, language: Language = 'ko'): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${SANDBOX_STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** A field the person at the page fills in before posting (the sandbox restaurant's minutes, reason). */
export interface FormInput {
  readonly name: string;
  readonly label: string;
  readonly type: 'number' | 'text';
  readonly value?: string;
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  readonly required?: boolean;
}

export interface ActionForm {
  /** Where the form posts (same origin: the CSP allows form-action 'self' only). */
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly label: string;
  readonly kind: 'primary' | 'secondary' | 'plain';
  readonly inputs?: readonly FormInput[];
}

export interface PaymentPage {
  /** The provider, as the page heading: '샌드박스 카드 결제'. */
  readonly provider: string;
  readonly orderNumber: string;
  readonly amount: number;
  /** Further rows under the order number and amount. */
  readonly details?: readonly (readonly [label: string, value: string])[];
  /** One form a button, so each button posts exactly its own fields. */
  readonly forms: readonly ActionForm[];
  readonly footer?: string;
  /** The language of the page's own words (the customer's): Korean unless said. */
  readonly language?: Language;
}

/** The payment page's own words. */
const PAYMENT_WORDS: Readonly<Record<Language, { orderNumber: string; amount: string; note: string }>> = {
  ko: {
    orderNumber: '주문번호',
    amount: '결제금액',
    note: '테스트용 샌드박스 결제창입니다. 어떤 버튼을 눌러도 실제로 돈이 나가지 않습니다.',
  },
  en: {
    orderNumber: 'Order number',
    amount: 'Amount',
    note: 'This is a sandbox payment page for testing. No button here takes any real money.',
  },
};

/** `prefix` (the form's action field) keeps the ids of one page apart: one form per action. */
function formInput(input: FormInput, prefix: string): string {
  const id = `${prefix}-${input.name}`;
  const attributes = [
    `id="${escapeHtml(id)}"`,
    `name="${escapeHtml(input.name)}"`,
    `type="${input.type}"`,
    input.type === 'number' ? 'inputmode="numeric"' : '',
    input.value === undefined ? '' : `value="${escapeHtml(input.value)}"`,
    input.min === undefined ? '' : `min="${input.min}"`,
    input.max === undefined ? '' : `max="${input.max}"`,
    input.maxLength === undefined ? '' : `maxlength="${input.maxLength}"`,
    input.required === true ? 'required' : '',
  ].filter((a) => a !== '');
  return `<label for="${escapeHtml(id)}">${escapeHtml(input.label)}</label><input ${attributes.join(' ')}>`;
}

export function actionForm(form: ActionForm): string {
  const hidden = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const prefix = (form.fields.action ?? 'form').replace(/[^A-Za-z0-9-]/g, '');
  const inputs = (form.inputs ?? []).map((input) => formInput(input, prefix)).join('');
  return `<form method="post" action="${escapeHtml(form.action)}">${hidden}${inputs}<button type="submit" class="${form.kind}">${escapeHtml(form.label)}</button></form>`;
}

/** The red line at the top of every sandbox page. */
export const sandboxBanner = (label: string = SANDBOX_LABEL): string =>
  `<p class="banner">${escapeHtml(label)}</p>`;

const banner = sandboxBanner();

/** The provider's payment page: the sandbox banner, the order, and approve / decline / cancel. */
export function paymentPage(page: PaymentPage): string {
  const language = page.language ?? 'ko';
  const words = PAYMENT_WORDS[language];
  const rows: readonly (readonly [string, string])[] = [
    [words.orderNumber, page.orderNumber],
    ...(page.details ?? []),
  ];
  const list = rows.map(([dt, dd]) => `<dt>${escapeHtml(dt)}</dt><dd>${escapeHtml(dd)}</dd>`).join('');
  return htmlDocument(
    `SANDBOX · ${page.provider}`,
    `${language === 'ko' ? banner : sandboxBanner(SANDBOX_LABEL_EN)}
<main>
<h1>${escapeHtml(page.provider)}</h1>
<dl>${list}<dt>${words.amount}</dt><dd class="amount">${escapeHtml(formatWon(page.amount, language))}</dd></dl>
${page.forms.map(actionForm).join('\n')}
<p class="note">${words.note}</p>
${page.footer === undefined ? '' : `<footer>${escapeHtml(page.footer)}</footer>`}
</main>`,
    language,
  );
}

export interface NoticePage {
  readonly title: string;
  readonly message: string;
  readonly link?: { readonly href: string; readonly label: string };
  /** The banner's text: SANDBOX_LABEL unless said. */
  readonly label?: string;
  /** The page's language: Korean unless said (then the banner is SANDBOX_LABEL_EN unless said). */
  readonly language?: Language;
}

/** A page that only says something: unknown order, order not awaiting payment, bad request. */
export function noticePage(page: NoticePage): string {
  const link =
    page.link === undefined
      ? ''
      : `<a class="button primary" href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a>`;
  return htmlDocument(
    `SANDBOX · ${page.title}`,
    `${sandboxBanner(page.label ?? (page.language === 'en' ? SANDBOX_LABEL_EN : SANDBOX_LABEL))}
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
${link}
</main>`,
    page.language,
  );
}

/** Sends a page; payment pages are never cached (a stale one would post against an old state). */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  cache = 'no-store',
): FastifyReply {
  return reply.code(status).header('cache-control', cache).type('text/html; charset=utf-8').send(html);
}
