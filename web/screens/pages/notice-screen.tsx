// /notice/{id}/: one notice, its body read by url through the proxy call and cleaned before it is
// shown (spec 001 §2); a load failure alerts, then goes home (spec 001 §8). The list is read again
// afterwards, since reading a notice changes its read flag.
import { useEffect } from 'react';
import { formatNoticeDate } from '../../../domain/content/notice-date.ts';
import { noticeOfRoute } from '../../../domain/content/notice-page.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { useNoticeFailureAlert } from './alert-then-home.ts';
import { NOTICES_KEY, useNoticeContent, useNotices } from './content-reads.ts';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';
import { SafeHtml } from './safe-html.tsx';

export default function NoticeScreen({ noticeId }: { readonly noticeId: string }) {
  const { queries } = useWebStore();
  const say = useMessages();
  const t = useTexts(pagesTexts);
  const language = useLanguage();
  const notices = useNotices({ forNoticePage: true });
  const found = notices.status === 'ok' ? noticeOfRoute(notices.data, noticeId) : null;
  const notice = found?.ok ? found.value : null;
  const content = useNoticeContent(notice?.url ?? null);

  const failure =
    notices.status === 'error'
      ? say.rejection(notices)
      : found !== null && !found.ok
        ? say.rejection(found.rejection)
        : content.status === 'error'
          ? say.rejection(content)
          : null;
  useNoticeFailureAlert(failure);
  useEffect(() => {
    if (content.status === 'ok') queries.invalidate(NOTICES_KEY);
  }, [content.status, queries]);

  return (
    <main className={`page ${styles.page}`}>
      <p className={styles.meta}>
        <a href={`#${hrefOf({ name: 'notices' })}`}>{t.allNotices}</a>
      </p>
      {notice !== null && (
        <>
          <h1 className={styles.title}>{notice.title}</h1>
          <p className={styles.meta}>{formatNoticeDate(notice.created_at, language)}</p>
        </>
      )}
      {content.status === 'ok' ? (
        <SafeHtml className={styles.body} html={content.data} />
      ) : (
        failure === null && (
          <Loading label={t.noticesLoading}>
            <Skeleton height="32px" width="70%" />
            <Skeleton height="160px" />
          </Loading>
        )
      )}
    </main>
  );
}
