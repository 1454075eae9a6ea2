// The location tooltip (spec 001 §2, §9 "Location tooltip | 3 s"): under the header's address, for
// 3 s after a screen that needs a location opens without one (domain/shell/tooltips.ts). It never
// takes a tap: what is under it stays usable. Loaded when first wanted (shell-services.tsx), with the
// message catalogue, which home's first render does without.
import { useEffect, useState } from 'react';
import { LOCATION_TOOLTIP_MS, showsLocationTooltip } from '../../domain/shell/tooltips.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useSession } from '../store/projections.ts';
import { useAppLocation, useRoute } from './navigation.ts';
import styles from './shell-services.module.css';

export default function LocationTooltip() {
  const [path] = useAppLocation();
  const route = useRoute();
  const { location } = useSession();
  const say = useMessages();
  const wanted = showsLocationTooltip(route.name, location !== null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) {
      setShownFor(null);
      return;
    }
    setShownFor(path);
    const timer = setTimeout(() => setShownFor(null), LOCATION_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [wanted, path]);
  if (!wanted || shownFor !== path) return null;
  return (
    <p className={styles.tooltip} role="status">
      {say.message('TOOLTIP_ENTER_ADDRESS')}
    </p>
  );
}
