// The picker's map: Leaflet (and its CSS) in a chunk of their own, loaded only here. The pin stays at
// the map's centre; once the map stops moving for 500 ms the centre is reported for the address
// lookup (domain/location/map-settings.ts). Keyboard: focus the map, arrows move it, +/- zoom.
import type { Control, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../../domain/location/geo-point.ts';
import { DEFAULT_MAP_ZOOM, MAP_LOOKUP_DEBOUNCE_MS } from '../../../domain/location/map-settings.ts';
import { useTexts } from '../../i18n/use-texts.ts';
// Before Leaflet: it writes its controls (and tests for SVG as it loads) with innerHTML, which only
// the Trusted Types `default` policy made there lets through.
import '../../security/trusted-types.ts';
import { locationTexts } from './location.texts.ts';
import styles from './location-map.module.css';
import { mapTiles } from './map-tiles.ts';

type LeafletModule = typeof import('leaflet');

async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // Leaflet 1.x is a UMD module: the bundle hands it over as the default export.
  return (mod as LeafletModule & { default?: LeafletModule }).default ?? mod;
}

export interface LocationMapProps {
  /** Where the map is (moved there when it changes). */
  readonly center: GeoPoint;
  /** The map's centre once it has stopped moving. */
  readonly onSettled: (point: GeoPoint) => void;
}

export function LocationMap({ center, onSettled }: LocationMapProps) {
  const host = useRef<HTMLElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const first = useRef(center);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const t = useTexts(locationTexts);
  const texts = useRef(t);
  texts.current = t;
  const zoom = useRef<Control.Zoom | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    loadLeaflet()
      .then((L) => {
        const element = host.current;
        if (cancelled || element === null) return;
        const tiles = mapTiles();
        const m = L.map(element, { zoomControl: false, attributionControl: tiles !== null }).setView(
          [first.current.lat, first.current.lng],
          DEFAULT_MAP_ZOOM,
        );
        zoom.current = L.control
          .zoom({ zoomInTitle: texts.current.zoomIn, zoomOutTitle: texts.current.zoomOut })
          .addTo(m);
        if (tiles !== null) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
        const pin = L.marker(m.getCenter(), {
          icon: L.divIcon({ className: styles.pin ?? '', iconSize: [32, 40], iconAnchor: [16, 40] }),
          interactive: false,
          keyboard: false,
        }).addTo(m);
        let timer: ReturnType<typeof setTimeout> | undefined;
        m.on('move', () => pin.setLatLng(m.getCenter()));
        m.on('movestart', () => clearTimeout(timer));
        m.on('moveend', () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            const c = m.getCenter();
            settled.current({ lat: c.lat, lng: c.lng });
          }, MAP_LOOKUP_DEBOUNCE_MS);
        });
        map.current = m;
        remove = () => {
          clearTimeout(timer);
          m.remove();
        };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      map.current = null;
      zoom.current = null;
      remove();
    };
  }, []);

  // The zoom buttons' names follow the customer's language (Leaflet names them once, when made).
  useEffect(() => {
    const buttons = zoom.current?.getContainer();
    if (buttons === undefined || state !== 'ready') return;
    for (const [selector, name] of [
      ['.leaflet-control-zoom-in', t.zoomIn],
      ['.leaflet-control-zoom-out', t.zoomOut],
    ] as const) {
      const button = buttons.querySelector(selector);
      button?.setAttribute('title', name);
      button?.setAttribute('aria-label', name);
    }
  }, [t, state]);

  useEffect(() => {
    const m = map.current;
    if (m === null) return;
    const now = m.getCenter();
    if (now.lat !== center.lat || now.lng !== center.lng) m.setView([center.lat, center.lng], m.getZoom());
  }, [center]);

  return (
    <div className={styles.frame}>
      <section ref={host} className={styles.map} aria-label={t.map} data-state={state} />
      {state === 'failed' && <p className={styles.note}>{t.mapFailed}</p>}
    </div>
  );
}
