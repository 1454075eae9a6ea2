// /download/ (spec 001 §2 "Redirect to an app download page"): the static page on the api host,
// replacing this entry so that back returns to where the customer was.
import { useEffect } from 'react';
import { APP_DOWNLOAD_PAGE } from '../../../domain/content/information-pages.ts';
import styles from './pages.module.css';

export default function DownloadScreen() {
  useEffect(() => {
    window.location.replace(APP_DOWNLOAD_PAGE);
  }, []);
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>앱 다운로드</h1>
      <p role="status">
        앱 다운로드 페이지로 이동합니다. <a href={APP_DOWNLOAD_PAGE}>바로 가기</a>
      </p>
    </main>
  );
}
