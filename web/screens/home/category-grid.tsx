// The category block in the spec's order (spec 001 §2 "Category order"), each opening its list: the
// district's when a location is set, else /{category}/ (domain/shell/category-route.ts).
import type { Location } from '../../../domain/events/events.ts';
import { CATEGORIES } from '../../../domain/shell/categories.ts';
import { categoryName } from '../../../domain/shell/category-names.ts';
import { categoryRoute } from '../../../domain/shell/category-route.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { homeTexts } from './home.texts.ts';
import styles from './home-screen.module.css';

export function CategoryGrid({ location }: { readonly location: Location | null }) {
  const t = useTexts(homeTexts);
  const language = useLanguage();
  return (
    <nav className={styles.categories} aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className={styles.sectionTitle}>
        {t.categoriesTitle}
      </h2>
      <ul className={styles.grid}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <RouteLink className={styles.category} to={categoryRoute(category, location)}>
              {categoryName(category, language)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
