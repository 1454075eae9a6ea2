// The category block in the spec's order (spec 001 §2 "Category order"), each opening its list: the
// district's when a location is set, else /{category}/ (domain/shell/category-route.ts).
import type { Location } from '../../../domain/events/events.ts';
import { CATEGORIES } from '../../../domain/shell/categories.ts';
import { categoryRoute } from '../../../domain/shell/category-route.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import styles from './home-screen.module.css';

export function CategoryGrid({ location }: { readonly location: Location | null }) {
  return (
    <nav className={styles.categories} aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className={styles.sectionTitle}>
        무엇을 드시고 싶으세요?
      </h2>
      <ul className={styles.grid}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <RouteLink className={styles.category} to={categoryRoute(category, location)}>
              {category}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
