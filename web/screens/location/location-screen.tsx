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
import { formatMessage } from '../../../domain/messages.ts';
import { navigateTo, useAppLocation } from '../../shell/navigation.ts';
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { AddressSearchForm } from './address-search-form.tsx';
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
  const [attempt, setAttempt] = useState(0);
  const [blank, setBlank] = useState(false);
  const search = useAddressSearch(query, attempt);
  const { choose, busy } = useChooseLocation();
  const { pin, lookUp } = usePinAddress();
  const [center, setCenter] = useState<GeoPoint>(location?.point ?? DEFAULT_POINT);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
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
      setGeoError(found.rejection.message);
      return;
    }
    setCenter(found.point);
    await choose({ point: found.point });
  };

  const onMapSettled = useCallback((point: GeoPoint) => lookUp(point), [lookUp]);

  const searchMessage = blank
    ? formatMessage('TOOLTIP_ENTER_ADDRESS')
    : search.status === 'error'
      ? search.message
      : null;

  return (
    <main className={`page ${styles.screen}`}>
      <div className={styles.side}>
        <h1 className={styles.title}>배달 주소 설정</h1>
        <AddressSearchForm
          initial={query ?? ''}
          autoFocus={query === null}
          describedBy={searchMessage === null ? undefined : 'location-search-message'}
          onSearch={onSearch}
        />
        <Button tone="secondary" onClick={locateMe} disabled={locating || busy}>
          <span aria-hidden="true">◎</span> {locating ? '현재 위치를 찾는 중…' : '현재 위치로 설정'}
        </Button>
        {geoError !== null && (
          <p className={styles.error} role="alert">
            {geoError}
          </p>
        )}
        {searchMessage !== null && (
          <p id="location-search-message" className={styles.error} role="alert">
            {searchMessage}
          </p>
        )}
        {search.status === 'loading' && (
          <p className={styles.muted} role="status">
            주소를 찾는 중입니다…
          </p>
        )}
        {search.status === 'ok' && (
          <section aria-labelledby="location-results-title">
            <h2 id="location-results-title" className={styles.sectionTitle}>
              검색 결과 {search.places.length}건
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
              최근 배달 주소
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
          지도에서 찾기
        </h2>
        <LocationMap center={center} onSettled={onMapSettled} />
        <PinPanel pin={pin} busy={busy} onChoose={(point) => void choose({ point })} />
      </section>
    </main>
  );
}
