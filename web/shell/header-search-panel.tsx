// The header search's dropdown (spec 001 §2 "Address search box with a dropdown: current-location
// option, search history, and results showing lot address and road address"): the box (focused),
// 현재 위치로 설정, the last five delivery addresses while nothing is searched, then the results.
// Choosing runs SetLocation like the picker and goes where domain/location/after-location-set.ts
// says for the screen the customer was on. Escape closes it.
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { browserGeolocation } from '../../adapters/geolocation/browser-geolocation.ts';
import { LOCATION_HISTORY_KEY, readLocationHistory } from '../../domain/location/search-history.ts';
import type { LocationChoice } from '../../domain/location/set-location-command.ts';
import type { Route } from '../../domain/routes/route-table.ts';
import { headerSearchText } from '../../domain/shell/header-search.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { useTexts } from '../i18n/use-texts.ts';
import locationStyles from '../screens/location/location-screen.module.css';
import { PlaceButton } from '../screens/location/place-button.tsx';
import { useAddressSearch } from '../screens/location/use-address-search.ts';
import { useChooseLocation } from '../screens/location/use-choose-location.ts';
import { useWebStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import searchForm from '../ui/search-form.module.css';
import { useImeGuard } from '../ui/use-ime-guard.ts';
import styles from './header-search-panel.module.css';
import { RouteLink } from './route-link.tsx';
import { shellTexts } from './shell.texts.ts';

export interface HeaderSearchPanelProps {
  readonly id: string;
  readonly cameFrom: Route;
  readonly onClose: () => void;
}

export default function HeaderSearchPanel({ id, cameFrom, onClose }: HeaderSearchPanelProps) {
  const inputId = useId();
  const { storage } = useWebStore();
  const ime = useImeGuard();
  const t = useTexts(shellTexts);
  const say = useMessages();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ readonly text: string; readonly attempt: number } | null>(null);
  const [blank, setBlank] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const from = useRef(cameFrom);
  const input = useRef<HTMLInputElement>(null);
  // The customer opened the dropdown to type an address.
  useEffect(() => input.current?.focus(), []);
  const { choose: chooseLocation, busy } = useChooseLocation(useCallback(() => from.current, []));
  // A location chosen closes the dropdown: a screen that stays (the cart, checkout, a restaurant)
  // would otherwise keep it open over the page.
  const choose = async (choice: LocationChoice) => {
    if (await chooseLocation(choice)) onClose();
  };
  const search = useAddressSearch(query?.text ?? null, query?.attempt ?? 0);
  // Read at each render (five entries at most): the addresses chosen so far, newest first.
  const history = readLocationHistory(storage.get(LOCATION_HISTORY_KEY.area, LOCATION_HISTORY_KEY.key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ime.isComposing()) return;
    setGeoError(null);
    const searched = headerSearchText(text);
    setBlank(searched === null);
    setQuery(searched === null ? null : { text: searched, attempt: (query?.attempt ?? 0) + 1 });
  };

  const locateMe = async () => {
    setGeoError(null);
    setLocating(true);
    const found = await browserGeolocation(navigator.geolocation).currentPosition();
    setLocating(false);
    if (found.ok) await choose({ point: found.point });
    else setGeoError(say.rejection(found.rejection));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !ime.isComposing()) {
      event.stopPropagation();
      onClose();
    }
  };

  const message = blank
    ? say.message('TOOLTIP_ENTER_ADDRESS')
    : (geoError ?? (search.status === 'error' ? search.message : null));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the dropdown closes it
    <div id={id} className={styles.panel} onKeyDown={onKeyDown}>
      <div className={styles.inner}>
        <search>
          <form className={searchForm.form} onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t.addressSearch}
            </label>
            <input
              id={inputId}
              className={searchForm.input}
              type="search"
              enterKeyHint="search"
              autoComplete="street-address"
              placeholder={t.addressPlaceholder}
              value={text}
              onChange={(event) => setText(event.target.value)}
              ref={input}
              {...ime.inputProps}
            />
            <Button type="submit" className={searchForm.searchButton}>
              {t.search}
            </Button>
          </form>
        </search>
        <Button tone="secondary" onClick={locateMe} disabled={locating || busy}>
          <span aria-hidden="true">◎</span> {locating ? t.locating : t.useLocation}
        </Button>
        {message !== null && (
          <p className={locationStyles.error} role="alert">
            {message}
          </p>
        )}
        {search.status === 'loading' && (
          <p className={locationStyles.muted} role="status">
            {t.findingAddress}
          </p>
        )}
        {search.status === 'ok' && (
          <PlaceList
            title={t.results(search.places.length)}
            places={search.places.map((p) => ({ address: p.address, roadAddress: p.road_address }))}
            busy={busy}
            onChoose={(address) => void choose({ address })}
          />
        )}
        {search.status === 'idle' && history.length > 0 && (
          <PlaceList
            title={t.recent}
            places={history.map((e) => ({ address: e.address, roadAddress: e.road_address }))}
            busy={busy}
            onChoose={(address) => void choose({ address })}
          />
        )}
        <div className={styles.footer}>
          {/* spec 001 §2 "Map link": the picker, with its map. */}
          <RouteLink to={{ name: 'location' }} className={styles.mapLink}>
            {t.findOnMap}
          </RouteLink>
          <Button tone="ghost" size="small" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    </div>
  );
}

interface PlaceListProps {
  readonly title: string;
  readonly places: readonly { readonly address: string; readonly roadAddress: string }[];
  readonly busy: boolean;
  readonly onChoose: (address: string) => void;
}

function PlaceList({ title, places, busy, onChoose }: PlaceListProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={locationStyles.places}>
        {places.map((place) => (
          <li key={`${place.address}|${place.roadAddress}`}>
            <PlaceButton
              address={place.address}
              roadAddress={place.roadAddress}
              disabled={busy}
              onChoose={() => onChoose(place.address)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
