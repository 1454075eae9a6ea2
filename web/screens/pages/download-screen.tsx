// /download/ (spec 001 §2 "Redirect to an app download page"): the static page on the api host,
// replacing this entry so that back returns to where the customer was.
import { useEffect } from 'react';
import { APP_DOWNLOAD_PAGE } from '../../../domain/content/information-pages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import styles from './pages.module.css';
import { pagesTexts } from './pages.texts.ts';

export default function DownloadScreen() {
  const t = useTexts(pagesTexts);
  useEffect(() => {
    window.location.replace(APP_DOWNLOAD_PAGE);
  }, []);
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.download}</h1>
      <p role="status">
        {t.downloadGoing}
        <a href={APP_DOWNLOAD_PAGE}>{t.downloadNow}</a>
      </p>
    </main>
  );
}
