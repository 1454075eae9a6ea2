// The information tab (spec 000 §2 "information tab with origin-country info, owner introduction
// and images"): read through the info query; the images open in the image viewer. Beside them the
// delivery fee by order amount, from the restaurant the page opened (domain/restaurant/fee-facts.ts).
import { useState } from 'react';
import { deliveryFeeTable } from '../../../domain/restaurant/fee-facts.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { ImageViewer } from './image-viewer.tsx';
import styles from './info-panel.module.css';
import { useRestaurantInfo } from './use-restaurant-reads.ts';

export default function InfoPanel({ restaurant }: { readonly restaurant: Restaurant }) {
  const info = useRestaurantInfo(restaurant.id);
  const [viewing, setViewing] = useState<number | null>(null);
  if (info.status === 'loading') {
    return (
      <Loading label="음식점 정보를 불러오는 중입니다">
        <Skeleton height="120px" />
      </Loading>
    );
  }
  if (info.status === 'error') {
    return (
      <div className={styles.panel}>
        <p role="alert">{info.message}</p>
        <Button tone="secondary" onClick={info.reload}>
          다시 시도
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
            사장님 소개
          </h3>
          <p className={styles.body}>{intro.introduction_text}</p>
        </section>
      )}
      {images.length > 0 && (
        <section className={styles.section} aria-labelledby="info-images">
          <h3 id="info-images" className={styles.title}>
            사진 {images.length}
          </h3>
          <ul className={styles.images}>
            {images.map((src, n) => (
              <li key={src}>
                <button type="button" className={styles.thumb} onClick={() => setViewing(n)}>
                  <img
                    src={src}
                    alt={`음식점 사진 ${n + 1} 크게 보기`}
                    width={104}
                    height={104}
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="info-fee">
        <h3 id="info-fee" className={styles.title}>
          배달요금
        </h3>
        <table className={styles.feeTable}>
          <caption className="visually-hidden">주문금액별 배달요금</caption>
          <thead>
            <tr>
              <th scope="col">주문금액</th>
              <th scope="col">배달요금</th>
            </tr>
          </thead>
          <tbody>
            {deliveryFeeTable(restaurant).map((row) => (
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
          업체 정보
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>영업시간</dt>
            <dd>{data.open_time_description || '정보 없음'}</dd>
          </div>
          <div>
            <dt>주소</dt>
            <dd>{data.address}</dd>
          </div>
          {data.phone && (
            <div>
              <dt>전화번호</dt>
              <dd>{data.phone}</dd>
            </div>
          )}
          {data.business && (
            <div>
              <dt>상호명</dt>
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
            원산지 정보
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
