// /notice/: the notices, newest first, each with its read flag (spec 001 §2 "The notice list shows each
// notice with a read flag"). A list that cannot be loaded is a notice page load failure: an alert,
// then home (spec 001 §2), as for one notice.
import { formatNoticeDate } from '../../../domain/content/notice-date.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { useNoticeFailureAlert } from './alert-then-home.ts';
import { useNotices } from './content-reads.ts';
import styles from './pages.module.css';

export default function NoticesScreen() {
  const notices = useNotices();
  useNoticeFailureAlert(notices.status === 'error' ? notices.message : null);
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>공지사항</h1>
      {notices.status === 'loading' && (
        <Loading label="공지사항을 불러오는 중입니다">
          <Skeleton height="56px" />
          <Skeleton height="56px" />
          <Skeleton height="56px" />
        </Loading>
      )}
      {notices.status === 'ok' &&
        (notices.data.length === 0 ? (
          <p>등록된 공지사항이 없습니다.</p>
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
                      <span className={styles.readBadge}>읽음</span>
                    ) : (
                      <span className={styles.badge}>새 글</span>
                    )}
                    {notice.title}
                  </span>
                  <span className={styles.rowDate}>{formatNoticeDate(notice.created_at)}</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
    </main>
  );
}
