// The event banners (spec 000 §3 "Event banner", in the _N order), each opening its event page; nothing
// shows while they load (or the service info the carousel above them is drawn from) or when they
// cannot be read.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { eventBannerTitle } from '../../../domain/content/event-banner-title.ts';
import { sortEventBanners } from '../../../domain/content/promotion-banner.ts';
import type { Banner, ContentQueries } from '../../../domain/ports/content-queries.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { serviceInfo } from '../../shell/service-info.ts';
import { homeTexts } from './home.texts.ts';
import styles from './home-banners.module.css';

export interface HomeBannersProps {
  readonly gateway: Pick<ContentQueries, 'banners'>;
}

export default function HomeBanners({ gateway }: HomeBannersProps) {
  const t = useTexts(homeTexts);
  const [banners, setBanners] = useState<readonly Banner[]>([]);
  useEffect(() => {
    let live = true;
    void gateway.banners().then((answer) => {
      if (live && answer.ok) setBanners(sortEventBanners(answer.value));
    });
    return () => {
      live = false;
    };
  }, [gateway]);
  // After the promotion carousel above them knows whether it shows: it never pushes them down.
  const carouselKnown = useSyncExternalStore(
    serviceInfo.subscribe,
    serviceInfo.hasAnswered,
    serviceInfo.hadAnsweredAtPrerender,
  );
  if (banners.length === 0 || !carouselKnown) return null;
  return (
    <section className={styles.banners} aria-labelledby="home-banners-title">
      <h2 id="home-banners-title" className={styles.title}>
        {t.events}
      </h2>
      <ul className={styles.strip}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.item}>
            <a className={styles.link} href={`#${hrefOf({ name: 'event', eventId: String(banner.id) })}`}>
              <img
                className={styles.image}
                src={banner.image_url}
                alt={eventBannerTitle(banner.event_name)}
                width={720}
                height={240}
                // The first banner is in view, often the largest thing on home: not deferred.
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
