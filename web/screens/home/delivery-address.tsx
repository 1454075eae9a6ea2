// The delivery location that is set: road address first, the lot address in grey below (UI-GUIDE
// "Korean formatting"), a way to change it, and the district's list of all restaurants.
import type { Location } from '../../../domain/events/events.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import { ALL_CATEGORY } from '../../../domain/shell/categories.ts';
import { categoryRoute } from '../../../domain/shell/category-route.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { homeTexts } from './home.texts.ts';
import styles from './home-screen.module.css';

export function DeliveryAddress({ location }: { readonly location: Location }) {
  const t = useTexts(homeTexts);
  const road = location.road_address.trim();
  return (
    <section className={styles.address} aria-labelledby="home-address-title">
      <h1 id="home-address-title" className={styles.addressLabel}>
        {t.addressTitle}
      </h1>
      <div className={styles.addressRow}>
        <p className={styles.addressText}>
          <span className={styles.road}>{road === '' ? location.address : road}</span>
          {road !== '' && <span className={styles.lot}>{location.address}</span>}
        </p>
        <a className={styles.change} href={`#${paths.location}`}>
          {t.change}
          <span className="visually-hidden">{t.changeWhat}</span>
        </a>
      </div>
      <RouteLink className={buttonClass('primary')} to={categoryRoute(ALL_CATEGORY, location)}>
        {t.nearby}
      </RouteLink>
    </section>
  );
}
