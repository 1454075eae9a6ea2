// SANDBOX ONLY: the social login providers (naver, kakao). `GET /sandbox/social/{provider}?redirect=
// URL[&state=S]` is the provider's consent page, clearly labelled as a sandbox: the tester picks the
// provider account (an e-mail; the seed's member of that provider is suggested), whether it shares
// its e-mail, and approves or denies. Approving issues a provider access token and redirects to URL
// with `account_origin`, `access_token` (and `state`) added to its query; denying adds
// `error=access_denied` instead. The client then calls member.social-joined / social-login with the
// token. Only same-site redirects are followed (a path, or an http(s) URL on this host or
// loopback), so the page cannot forward a token elsewhere.
// Approving also signs the tester in at the provider (its cookie, social-provider-session.ts): the
// next consent page of that provider goes straight through, as a real provider's does, until
// `GET|POST /sandbox/social/{provider}/logout` ends that session (real providers have such a logout:
// kakao's /oauth/logout, naver's logout page). No real provider is ever called.
// The page speaks the app's language (issue "English"): the app's language cookie, else the
// browser's Accept-Language (domain/shell/language.ts requestLanguage); Korean by default.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEmail } from '../../domain/account/join-validation.ts';
import { defineTexts } from '../../domain/i18n/texts.ts';
import { LANGUAGE_COOKIE, type Language, requestLanguage } from '../../domain/shell/language.ts';
import type { GatewayContext } from '../context.ts';
import { escapeHtml } from '../http/escape-html.ts';
import {
  issueProviderToken,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  suggestedAccount,
} from '../member/social-provider.ts';
import { htmlDocument, sendHtml } from './sandbox-page.ts';
import {
  clearSessionCookie,
  endProviderSession,
  openProviderSession,
  type ProviderSession,
  providerSession,
  sessionCookie,
  setSessionCookie,
} from './social-provider-session.ts';

const TEXTS = defineTexts({
  ko: {
    naver: '네이버',
    kakao: '카카오',
    title: (name: string) => `SANDBOX · ${name} 로그인`,
    banner: (name: string) => `SANDBOX — 실제 ${name} 로그인이 아닙니다`,
    heading: (name: string) => `${name} 로그인 (테스트용)`,
    footer: (name: string) =>
      `jumun 기준 게이트웨이의 샌드박스 소셜 로그인입니다. ${name}에 아무것도 보내지 않습니다.`,
    asks: (name: string) => `jumun이 ${name} 계정으로 로그인하려고 합니다.`,
    account: '테스트 계정 (이메일)',
    shareEmail: ' 이메일 주소 제공에 동의',
    approve: '동의하고 계속하기',
    deny: '취소',
    note: '동의하면 샌드박스 접근 토큰이 발급되어 돌아갈 주소로 전달됩니다.',
    badRedirect: 'redirect: 이 사이트 안의 주소가 필요합니다.',
    badAccount: '테스트 계정의 이메일을 정확히 입력해주세요.',
    loggedOut: '로그아웃되었습니다.',
  },
  en: {
    naver: 'Naver',
    kakao: 'Kakao',
    title: (name: string) => `SANDBOX · ${name} login`,
    banner: (name: string) => `SANDBOX — not a real ${name} login`,
    heading: (name: string) => `${name} login (for testing)`,
    footer: (name: string) =>
      `This is the jumun reference gateway's sandbox social login. Nothing is sent to ${name}.`,
    asks: (name: string) => `jumun wants to log you in with your ${name} account.`,
    account: 'Test account (email)',
    shareEmail: ' Share my email address',
    approve: 'Agree and continue',
    deny: 'Cancel',
    note: 'If you agree, a sandbox access token is issued and sent back to the return address.',
    badRedirect: 'redirect: an address on this site is needed.',
    badAccount: "Please enter the test account's email correctly.",
    loggedOut: "You've been logged out.",
  },
});

/** The language of the request: the app's cookie, else Accept-Language. */
function pageLanguage(request: FastifyRequest): Language {
  let cookie: string | undefined;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE) cookie = part.slice(eq + 1).trim();
  }
  return requestLanguage(cookie, request.headers['accept-language']);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type Fields = Readonly<Record<string, unknown>>;
const text = (fields: Fields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

const isProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The redirect with `extra` added to its query, or null when it leaves this site. */
export function redirectWith(
  redirect: string,
  host: string,
  extra: Readonly<Record<string, string>>,
): string | null {
  const relative = redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(redirect, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (
    !relative &&
    !(['http:', 'https:'].includes(url.protocol) && (url.hostname === host || LOOPBACK.has(url.hostname)))
  )
    return null;
  for (const [name, value] of Object.entries(extra)) if (value !== '') url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function page(language: Language, provider: SocialProvider, body: string): string {
  const t = TEXTS[language];
  const name = escapeHtml(t[provider]);
  const html = htmlDocument(
    t.title(t[provider]),
    `<p class="banner">${t.banner(name)}</p>
<main>
<h1>${t.heading(name)}</h1>
${body}
<footer>${t.footer(name)}</footer>
</main>`,
  );
  // The shared page shell (sandbox-page.ts) says Korean; this page says what it speaks.
  return language === 'ko' ? html : html.replace('<html lang="ko">', `<html lang="${language}">`);
}

function consentForm(
  language: Language,
  provider: SocialProvider,
  redirect: string,
  state: string,
  account: string,
  error: string,
): string {
  const t = TEXTS[language];
  return `${error === '' ? '' : `<p role="alert" class="error">${escapeHtml(error)}</p>`}
<p>${t.asks(escapeHtml(t[provider]))}</p>
<form method="post" action="/sandbox/social/${provider}">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="account">${t.account}</label>
<input id="account" name="account" type="email" required value="${escapeHtml(account)}" class="field">
<p><label><input type="checkbox" name="share_email" value="yes" checked>${escapeHtml(t.shareEmail)}</label></p>
<p><button type="submit" name="decision" value="approve" class="primary">${t.approve}</button></p>
<p><button type="submit" name="decision" value="deny" class="plain" formnovalidate>${t.deny}</button></p>
</form>
<p class="note">${t.note}</p>`;
}

/** The page refusing a redirect that leaves this site. */
function badRedirect(reply: FastifyReply, language: Language, provider: SocialProvider): FastifyReply {
  const message = TEXTS[language].badRedirect;
  return sendHtml(reply, 400, page(language, provider, `<p role="alert">${escapeHtml(message)}</p>`));
}

export function registerSocialLoginSandbox(app: FastifyInstance, ctx: GatewayContext): void {
  if (!ctx.sandbox) return;

  const providerOf = (request: FastifyRequest): SocialProvider | null => {
    const { provider } = request.params as { readonly provider: string };
    return isProvider(provider) ? provider : null;
  };

  app.get('/sandbox/social/:provider', async (request, reply) => {
    const provider = providerOf(request);
    if (provider === null)
      return reply.code(404).send({ error_code: 'not_found', error_message: 'no such provider' });
    const language = pageLanguage(request);
    const query = request.query as Fields;
    const redirect = text(query, 'redirect');
    if (redirectWith(redirect, request.hostname, {}) === null) return badRedirect(reply, language, provider);
    // Signed in at the provider already: straight through with a fresh token.
    const id = sessionCookie(request, provider);
    const signedIn = id === null ? null : await providerSession(ctx.db, provider, id, ctx.clock.now());
    if (signedIn !== null) return grant(request, reply, provider, redirect, text(query, 'state'), signedIn);
    const account = (await suggestedAccount(ctx.db, provider)) ?? '';
    return sendHtml(
      reply,
      200,
      page(language, provider, consentForm(language, provider, redirect, text(query, 'state'), account, '')),
    );
  });

  app.post('/sandbox/social/:provider', async (request, reply) => {
    const provider = providerOf(request);
    if (provider === null)
      return reply.code(404).send({ error_code: 'not_found', error_message: 'no such provider' });
    const language = pageLanguage(request);
    const form = (request.body ?? {}) as Fields;
    const redirect = text(form, 'redirect');
    const state = text(form, 'state');
    const base = { account_origin: provider, state };
    if (text(form, 'decision') !== 'approve') {
      const denied = redirectWith(redirect, request.hostname, { ...base, error: 'access_denied' });
      return denied === null ? badRedirect(reply, language, provider) : reply.redirect(denied, 302);
    }
    const account = text(form, 'account').trim();
    if (!isEmail(account)) {
      const again = consentForm(language, provider, redirect, state, account, TEXTS[language].badAccount);
      return sendHtml(reply, 400, page(language, provider, again));
    }
    if (redirectWith(redirect, request.hostname, {}) === null) return badRedirect(reply, language, provider);
    const session = { account, shareEmail: text(form, 'share_email') === 'yes' };
    setSessionCookie(reply, provider, await openProviderSession(ctx.db, provider, session, ctx.clock.now()));
    return grant(request, reply, provider, redirect, state, session);
  });

  /** Issues a provider token for the signed-in account and sends it back to the redirect. */
  async function grant(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SocialProvider,
    redirect: string,
    state: string,
    session: ProviderSession,
  ): Promise<FastifyReply> {
    const token = await issueProviderToken(
      ctx.db,
      provider,
      session.account,
      session.shareEmail,
      ctx.clock.now(),
    );
    const extra = { account_origin: provider, state, access_token: token };
    const target = redirectWith(redirect, request.hostname, extra) ?? '/';
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  }

  // The provider's logout: ends the session its cookie names (none: nothing to end, still 200) and
  // clears the cookie. A web app calls it with its credentials (fetch, or a hidden frame); a
  // same-site `redirect` is followed afterwards, as kakao's logout_redirect_uri is.
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = providerOf(request);
    if (provider === null)
      return reply.code(404).send({ error_code: 'not_found', error_message: 'no such provider' });
    const language = pageLanguage(request);
    const id = sessionCookie(request, provider);
    const ended = id === null ? false : await endProviderSession(ctx.db, provider, id);
    clearSessionCookie(reply, provider);
    reply.header('cache-control', 'no-store');
    const redirect = text((request.query ?? {}) as Fields, 'redirect');
    if (redirect !== '') {
      const target = redirectWith(redirect, request.hostname, {});
      return target === null ? badRedirect(reply, language, provider) : reply.redirect(target, 302);
    }
    if ((request.headers.accept ?? '').includes('application/json'))
      return reply.code(200).send({ success: true, ended });
    const loggedOut = escapeHtml(TEXTS[language].loggedOut);
    return sendHtml(reply, 200, page(language, provider, `<p role="status">${loggedOut}</p>`));
  };
  app.get('/sandbox/social/:provider/logout', logout);
  app.post('/sandbox/social/:provider/logout', logout);
}
