// The footer under every screen (domain/shell/site-footer.ts): the information pages, the customer
// centre and the company line. Under the content and, on a phone, clear of a sticky bottom bar: it
// keeps the room the bar covers under itself (--sticky-bar-space, web/ui/sticky-bar-space.ts).
import { hrefOf } from '../../domain/routes/route-href.ts';
import { COMPANY_LINES, CUSTOMER_CENTRE, FOOTER_LINKS } from '../../domain/shell/site-footer.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="서비스 정보">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <a className={link.strong ? styles.strong : undefined} href={`#${hrefOf(link.to)}`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.centre}>
          <a href={`#${hrefOf(CUSTOMER_CENTRE.to)}`}>{CUSTOMER_CENTRE.label}</a>{' '}
          <a className={styles.phone} href={`tel:${CUSTOMER_CENTRE.phone.replaceAll('-', '')}`}>
            {CUSTOMER_CENTRE.phone}
          </a>
          <span className={styles.hours}>{CUSTOMER_CENTRE.hours}</span>
        </p>
        {COMPANY_LINES.map((line) => (
          <p key={line} className={styles.company}>
            {line}
          </p>
        ))}
      </div>
    </footer>
  );
}
