// Under the map: the address at the pin once the map has settled, and the button that delivers there.
import type { GeoPoint } from '../../../domain/location/geo-point.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { locationTexts } from './location.texts.ts';
import styles from './location-screen.module.css';
import type { PinAddress } from './use-pin-address.ts';

export interface PinPanelProps {
  readonly pin: PinAddress;
  readonly busy: boolean;
  readonly onChoose: (point: GeoPoint) => void;
}

export function PinPanel({ pin, busy, onChoose }: PinPanelProps) {
  const t = useTexts(locationTexts);
  const say = useMessages();
  return (
    <div className={styles.pinPanel} aria-live="polite">
      {pin.status === 'idle' && <p className={styles.muted}>{t.pinIdle}</p>}
      {pin.status === 'loading' && <p className={styles.muted}>{t.pinLoading}</p>}
      {pin.status === 'error' && <p className={styles.error}>{say.rejection(pin.rejection)}</p>}
      {pin.status === 'ok' && (
        <>
          <p className={styles.pinAddress}>
            <span className={styles.visuallyLabel}>{t.pin}</span>
            <span className={styles.road}>{pin.place.road_address || pin.place.address}</span>
            {pin.place.road_address !== '' && <span className={styles.lot}>{pin.place.address}</span>}
          </p>
          <Button disabled={busy} onClick={() => onChoose(pin.point)}>
            {t.deliverHere}
          </Button>
        </>
      )}
    </div>
  );
}
