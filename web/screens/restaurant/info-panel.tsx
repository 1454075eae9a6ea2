// The information tab (spec 000 §2 "information tab with origin-country info, owner introduction
// and images"): read through the info query; the images open in the image viewer. Beside them the
// delivery fee by order amount, from the restaurant the page opened (domain/restaurant/fee-facts.ts).
import { useState } from 'react';
import { deliveryFeeTable } from '../../../domain/restaurant/fee-facts.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { uiTexts } from '../../ui/ui.texts.ts';
import { ImageViewer } from './image-viewer.tsx';
import styles from './info-panel.module.css';
import { restaurantTexts } from './restaurant.texts.ts';
import { useRestaurantInfo } from './use-restaurant-reads.ts';

export default function InfoPanel({ restaurant }: { readonly restaurant: Restaurant }) {
  const info = useRestaurantInfo(restaurant.id);
  const [viewing, setViewing] = useState<number | null>(null);
  const t = useTexts(restaurantTexts);
  const ui = useTexts(uiTexts);
  const say = useMessages();
  const language = useLanguage();
  if (info.status === 'loading') {
    return (
      <Loading label={t.loadingInfo}>
        <Skeleton height="120px" />
      </Loading>
    );
  }
  if (info.status === 'error') {
    return (
      <div className={styles.panel}>
        <p role="alert">{say.rejection({ code: info.code, message: info.message })}</p>
        <Button tone="secondary" onClick={info.reload}>
          {ui.retry}
        </Button>
      </div>
    );
  }
  const data = info.data;
  const intro = data.introduction_by_owner;
  const images = [...new Set([...(intro?.images ?? []), ...data.images])];
  return (
    <div className={styles.panel}>
      {intro !== null && intro.introduction_text.trim() !== '' && (
        <section className={styles.section} aria-labelledby="info-owner">
          <h3 id="info-owner" className={styles.title}>
            {t.ownerIntroduction}
          </h3>
          <p className={styles.body}>{intro.introduction_text}</p>
        </section>
      )}
      {images.length > 0 && (
        <section className={styles.section} aria-labelledby="info-images">
          <h3 id="info-images" className={styles.title}>
            {t.photos(images.length)}
          </h3>
          <ul className={styles.images}>
            {images.map((src, n) => (
              <li key={src}>
                <button type="button" className={styles.thumb} onClick={() => setViewing(n)}>
                  <img src={src} alt={t.enlargePhoto(n + 1)} width={104} height={104} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="info-fee">
        <h3 id="info-fee" className={styles.title}>
          {t.deliveryFee}
        </h3>
        <table className={styles.feeTable}>
          <caption className="visually-hidden">{t.feeCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.orderAmount}</th>
              <th scope="col">{t.deliveryFee}</th>
            </tr>
          </thead>
          <tbody>
            {deliveryFeeTable(restaurant, language).map((row) => (
              <tr key={row.amount}>
                <td>{row.amount}</td>
                <td>{row.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-labelledby="info-store">
        <h3 id="info-store" className={styles.title}>
          {t.business}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t.openHours}</dt>
            <dd>{data.open_time_description || t.noOpenHours}</dd>
          </div>
          <div>
            <dt>{t.address}</dt>
            <dd>{data.address}</dd>
          </div>
          {data.phone && (
            <div>
              <dt>{t.phone}</dt>
              <dd>{data.phone}</dd>
            </div>
          )}
          {data.business && (
            <div>
              <dt>{t.businessName}</dt>
              <dd>
                {data.business.company_name} ({data.business.registration_number})
              </dd>
            </div>
          )}
        </dl>
      </section>
      {data.country_origin !== null && data.country_origin.trim() !== '' && (
        <section className={styles.section} aria-labelledby="info-origin">
          <h3 id="info-origin" className={styles.title}>
            {t.origin}
          </h3>
          <p className={styles.body}>{data.country_origin}</p>
        </section>
      )}
      {viewing !== null && (
        <ImageViewer
          images={images}
          start={viewing}
          title={restaurant.name}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}
