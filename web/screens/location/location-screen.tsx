// The delivery location picker (/location and /location/, spec 000 §2 "with a map and address
// search. It can start from device geolocation"): the address search with lot and road addresses,
// the current location, the recent addresses, and the map whose pin's address is looked up when it
// settles. Choosing runs SetLocation and its availability check (use-choose-location.ts).
import { useCallback, useState } from 'react';
import { browserGeolocation } from '../../../adapters/geolocation/browser-geolocation.ts';
import { addressSearchHref, addressSearchText } from '../../../domain/location/address-search-link.ts';
import type { GeoPoint } from '../../../domain/location/geo-point.ts';
import { DEFAULT_POINT } from '../../../domain/location/map-settings.ts';
import { LOCATION_HISTORY_KEY, readLocationHistory } from '../../../domain/location/search-history.ts';
import type { Rejection } from '../../../domain/result.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo, useAppLocation } from '../../shell/navigation.ts';
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { AddressSearchForm } from './address-search-form.tsx';
import { locationTexts } from './location.texts.ts';
import { LocationMap } from './location-map.tsx';
import styles from './location-screen.module.css';
import { PinPanel } from './pin-panel.tsx';
import { PlaceButton } from './place-button.tsx';
import { useAddressSearch } from './use-address-search.ts';
import { useChooseLocation } from './use-choose-location.ts';
import { usePinAddress } from './use-pin-address.ts';

export default function LocationScreen() {
  const [hashPath] = useAppLocation();
  const query = addressSearchText(hashPath);
  const { location } = useSession();
  const { storage } = useWebStore();
  const say = useMessages();
  const t = useTexts(locationTexts);
  const [attempt, setAttempt] = useState(0);
  const [blank, setBlank] = useState(false);
  const search = useAddressSearch(query, attempt);
  const { choose, busy } = useChooseLocation();
  const { pin, lookUp } = usePinAddress();
  const [center, setCenter] = useState<GeoPoint>(location?.point ?? DEFAULT_POINT);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<Rejection | null>(null);
  // Read at each render (five entries at most): a choice made a moment ago is already in it.
  const history = readLocationHistory(storage.get(LOCATION_HISTORY_KEY.area, LOCATION_HISTORY_KEY.key));

  const onSearch = (text: string) => {
    setGeoError(null);
    if (text.trim() === '') {
      setBlank(true);
      return;
    }
    setBlank(false);
    if (text.trim() === query) setAttempt((n) => n + 1);
    else navigateTo(addressSearchHref(text), { replace: true });
  };

  const locateMe = async () => {
    setGeoError(null);
    setLocating(true);
    const found = await browserGeolocation(navigator.geolocation).currentPosition();
    setLocating(false);
    if (!found.ok) {
      setGeoError(found.rejection);
      return;
    }
    setCenter(found.point);
    await choose({ point: found.point });
  };

  const onMapSettled = useCallback((point: GeoPoint) => lookUp(point), [lookUp]);

  const searchMessage = blank
    ? say.message('TOOLTIP_ENTER_ADDRESS')
    : search.status === 'error'
      ? say.rejection(search.rejection)
      : null;

  return (
    <main className={`page ${styles.screen}`}>
      <div className={styles.side}>
        <h1 className={styles.title}>{t.title}</h1>
        <AddressSearchForm
          initial={query ?? ''}
          autoFocus={query === null}
          describedBy={searchMessage === null ? undefined : 'location-search-message'}
          onSearch={onSearch}
        />
        <Button tone="secondary" onClick={locateMe} disabled={locating || busy}>
          <span aria-hidden="true">◎</span> {locating ? t.locating : t.locateMe}
        </Button>
        {geoError !== null && (
          <p className={styles.error} role="alert">
            {say.rejection(geoError)}
          </p>
        )}
        {searchMessage !== null && (
          <p id="location-search-message" className={styles.error} role="alert">
            {searchMessage}
          </p>
        )}
        {search.status === 'loading' && (
          <p className={styles.muted} role="status">
            {t.searching}
          </p>
        )}
        {search.status === 'ok' && (
          <section aria-labelledby="location-results-title">
            <h2 id="location-results-title" className={styles.sectionTitle}>
              {t.results(search.places.length)}
            </h2>
            <ul className={styles.places}>
              {search.places.map((place) => (
                <li key={`${place.address}|${place.road_address}`}>
                  <PlaceButton
                    address={place.address}
                    roadAddress={place.road_address}
                    disabled={busy}
                    onChoose={() => void choose({ address: place.address })}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
        {search.status === 'idle' && history.length > 0 && (
          <section aria-labelledby="location-history-title">
            <h2 id="location-history-title" className={styles.sectionTitle}>
              {t.recent}
            </h2>
            <ul className={styles.places}>
              {history.map((entry) => (
                <li key={entry.address}>
                  <PlaceButton
                    address={entry.address}
                    roadAddress={entry.road_address}
                    disabled={busy}
                    onChoose={() => void choose({ address: entry.address })}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <section className={styles.mapSide} aria-labelledby="location-map-title">
        <h2 id="location-map-title" className={styles.sectionTitle}>
          {t.onMap}
        </h2>
        <LocationMap center={center} onSettled={onMapSettled} />
        <PinPanel pin={pin} busy={busy} onChoose={(point) => void choose({ point })} />
      </section>
    </main>
  );
}
