// The e-mail login form (spec 001 §2 "Login screen", §4 "Login", §5, §8): e-mail, password,
// keep-me-logged-in (on by default), the captcha the server asks for after failures, and the
// button disabled until what is shown is filled. The refusal is an alert with the server's words;
// its captcha view (domain/account/login-result.ts) decides what is asked next. After a login the
// page goes back where the login was opened from (domain/account/return-target.ts) or home.
import { useRef, useState } from 'react';
import { emptyLoginForm, isLoginButtonEnabled } from '../../../domain/account/login-form.ts';
import { type CaptchaView, captchaOf, passwordChangeNotice } from '../../../domain/account/login-result.ts';
import { layoutFor } from '../../../domain/shell/layout.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';

interface Captcha {
  readonly view: CaptchaView;
  /** The image to read; null while it loads. */
  readonly url: string | null;
}

export function LoginForm({ returnTo }: { readonly returnTo: string | null }) {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const { gateway } = useWebStore();
  const [form, setForm] = useState(emptyLoginForm);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const enabled = isLoginButtonEnabled(form, captcha !== null) && !busy;

  const showCaptcha = async (view: CaptchaView) => {
    setCaptcha({ view, url: null });
    const image = await gateway.captchaImage('');
    if (!image.ok) {
      setCaptcha(null);
      await dialogs.alert(say.message('CAPTCHA_LOAD_FAILED'));
      return;
    }
    setCaptcha({ view, url: image.value.url });
  };

  const submit = async () => {
    if (!enabled) return;
    setBusy(true);
    const outcome = await dispatch(
      {
        type: 'LogIn',
        email: form.useremail,
        password: form.password,
        maintainLogin: form.is_maintain_login,
        ...(captcha === null ? {} : { captcha: form.captcha }),
      },
      { popup: true },
    );
    setBusy(false);
    if (outcome.kind === 'rejected') {
      const view = captchaOf(outcome.rejection);
      // captchalogin: everything is entered again; captchaonly: the credentials stay.
      setForm((f) => ({ ...f, captcha: '', password: view === 'captchalogin' ? '' : f.password }));
      if (view !== null) {
        await showCaptcha(view);
        (view === 'captchalogin' ? passwordRef : captchaRef).current?.focus();
      } else {
        setCaptcha(null);
        emailRef.current?.focus();
      }
      return;
    }
    if (outcome.kind !== 'accepted') return;
    const changePassword = outcome.events.some(
      (e) => e.type === 'LoggedIn' && e.data.passwordChangeRequired === true,
    );
    if (changePassword)
      await dialogs.alert(say.rejection(passwordChangeNotice(layoutFor(window.innerWidth).mobile)));
    navigateTo(returnTo ?? '/', { replace: true });
  };

  return (
    <form
      className={styles.form}
      aria-label={t.emailLogin}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-email">
          {t.email}
        </label>
        <input
          ref={emailRef}
          id="login-email"
          className={styles.input}
          type="email"
          autoComplete="username"
          placeholder="example@email.com"
          value={form.useremail}
          onChange={(e) => setForm({ ...form, useremail: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-password">
          {t.password}
        </label>
        <input
          ref={passwordRef}
          id="login-password"
          className={styles.input}
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </div>
      {captcha !== null && (
        <div className={styles.captcha}>
          {captcha.url === null ? (
            <p className={styles.hint}>{t.captchaLoading}</p>
          ) : (
            <img className={styles.captchaImage} src={captcha.url} alt={t.captchaImage} />
          )}
          <label className={styles.label} htmlFor="login-captcha">
            {t.captcha}
          </label>
          <div className={styles.inline}>
            <input
              ref={captchaRef}
              id="login-captcha"
              className={styles.input}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={t.captchaPlaceholder}
              value={form.captcha}
              onChange={(e) => setForm({ ...form, captcha: e.target.value })}
            />
            <Button
              tone="secondary"
              size="small"
              className={styles.sideButton}
              onClick={() => void showCaptcha(captcha.view)}
            >
              {t.captchaRefresh}
            </Button>
          </div>
        </div>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.is_maintain_login}
          onChange={(e) => setForm({ ...form, is_maintain_login: e.target.checked })}
        />
        {t.keepLoggedIn}
      </label>
      <Button type="submit" className={styles.submit} disabled={!enabled} aria-busy={busy}>
        {t.login}
      </Button>
    </form>
  );
}
