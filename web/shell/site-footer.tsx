// The footer under every screen (domain/shell/site-footer.ts): the information pages, the customer
// centre, the 한국어 / English switch (language-switch.tsx) and the company line. Under the content
// and, on a phone, clear of a sticky bottom bar: it keeps the room the bar covers under itself
// (--sticky-bar-space, web/ui/sticky-bar-space.ts).
import { hrefOf } from '../../domain/routes/route-href.ts';
import { companyLines, customerCentre, footerLinks } from '../../domain/shell/site-footer.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { LanguageOptions } from './language-switch.tsx';
import { shellTexts } from './shell.texts.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const language = useLanguage();
  const t = useTexts(shellTexts);
  const centre = customerCentre(language);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t.serviceInfo}>
          <ul className={styles.links}>
            {footerLinks(language).map((link) => (
              <li key={hrefOf(link.to)}>
                <a className={link.strong ? styles.strong : undefined} href={`#${hrefOf(link.to)}`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.centre}>
          <a href={`#${hrefOf(centre.to)}`}>{centre.label}</a>{' '}
          <a className={styles.phone} href={`tel:${centre.phone.replaceAll('-', '')}`}>
            {centre.phone}
          </a>
          <span className={styles.hours}>{centre.hours}</span>
        </p>
        <LanguageOptions className={styles.languages} legend />
        {companyLines(language).map((line) => (
          <p key={line} className={styles.company}>
            {line}
          </p>
        ))}
      </div>
    </footer>
  );
}
