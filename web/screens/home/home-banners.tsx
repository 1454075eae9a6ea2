// The event banners (spec 000 §3 "Event banner", in the _N order), each opening its event page. Loaded
// with the command side; nothing shows while they load or when they cannot be read.
import { eventBannerTitle } from '../../../domain/content/event-banner-title.ts';
import { sortEventBanners } from '../../../domain/content/promotion-banner.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { useWebStore } from '../../store/store-context.tsx';
import { useQuery } from '../../store/use-query.ts';
import styles from './home-banners.module.css';

export function HomeBanners() {
  const { gateway } = useWebStore();
  const banners = useQuery('home:banners', () => gateway.banners());
  if (banners.status !== 'ok' || banners.data.length === 0) return null;
  return (
    <section className={styles.banners} aria-labelledby="home-banners-title">
      <h2 id="home-banners-title" className={styles.title}>
        이벤트
      </h2>
      <ul className={styles.strip}>
        {sortEventBanners(banners.data).map((banner) => (
          <li key={banner.id} className={styles.item}>
            <RouteLink className={styles.link} to={{ name: 'event', eventId: String(banner.id) }}>
              <img
                className={styles.image}
                src={banner.image_url}
                alt={eventBannerTitle(banner.event_name)}
                width={720}
                height={240}
                loading="lazy"
              />
            </RouteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
