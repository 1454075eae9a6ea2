// /event/{event_id}/ (spec 001 §2): the event page, its html cleaned before it is shown, titled by
// the event's name (domain/content/event-banner-title.ts).
import { eventBannerTitle } from '../../../domain/content/event-banner-title.ts';
import { eventIdOfRoute } from '../../../domain/content/information-pages.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { useEventPage } from './content-reads.ts';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';
import { SafeHtml } from './safe-html.tsx';

export default function EventScreen({ eventId }: { readonly eventId: string }) {
  const id = eventIdOfRoute(eventId);
  const event = useEventPage(id);
  const say = useMessages();
  const t = useTexts(pagesTexts);
  const failure =
    id === null ? say.message('EVENT_NOT_FOUND') : event.status === 'error' ? say.rejection(event) : null;
  return (
    <main className={`page ${styles.page}`}>
      {failure !== null ? (
        <>
          <h1 className={styles.title}>{t.event}</h1>
          <p role="alert" className={styles.error}>
            {failure}
          </p>
          <a className={buttonClass('secondary')} href={`#${paths.home}`}>
            {t.home}
          </a>
        </>
      ) : event.status === 'ok' ? (
        <>
          <h1 className={styles.title}>{eventBannerTitle(event.data.event_name)}</h1>
          <SafeHtml className={styles.body} html={event.data.html} />
        </>
      ) : (
        <Loading label={t.eventLoading}>
          <Skeleton height="32px" width="60%" />
          <Skeleton height="200px" />
        </Loading>
      )}
    </main>
  );
}
