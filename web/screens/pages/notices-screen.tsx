// /notice/: the notices, newest first, each with its read flag (spec 001 §2 "The notice list shows each
// notice with a read flag"). A list that cannot be loaded is a notice page load failure: an alert,
// then home (spec 001 §2), as for one notice.
import { formatNoticeDate } from '../../../domain/content/notice-date.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { useNoticeFailureAlert } from './alert-then-home.ts';
import { useNotices } from './content-reads.ts';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';

export default function NoticesScreen() {
  const notices = useNotices();
  const say = useMessages();
  const t = useTexts(pagesTexts);
  const language = useLanguage();
  useNoticeFailureAlert(notices.status === 'error' ? say.rejection(notices) : null);
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.notices}</h1>
      {notices.status === 'loading' && (
        <Loading label={t.noticesLoading}>
          <Skeleton height="56px" />
          <Skeleton height="56px" />
          <Skeleton height="56px" />
        </Loading>
      )}
      {notices.status === 'ok' &&
        (notices.data.length === 0 ? (
          <p>{t.noNotices}</p>
        ) : (
          <ul className={styles.list}>
            {notices.data.map((notice) => (
              <li key={notice.id} className={styles.row}>
                <a
                  className={styles.rowLink}
                  href={`#${hrefOf({ name: 'notice', noticeId: String(notice.id) })}`}
                >
                  <span className={`${styles.rowTitle} ${notice.is_read ? '' : styles.unread}`}>
                    {notice.is_read ? (
                      <span className={styles.readBadge}>{t.read}</span>
                    ) : (
                      <span className={styles.badge}>{t.unread}</span>
                    )}
                    {notice.title}
                  </span>
                  <span className={styles.rowDate}>{formatNoticeDate(notice.created_at, language)}</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
    </main>
  );
}
