// Under the map: the address at the pin once the map has settled, and the button that delivers there.
import type { GeoPoint } from '../../../domain/location/geo-point.ts';
import { Button } from '../../ui/button.tsx';
import styles from './location-screen.module.css';
import type { PinAddress } from './use-pin-address.ts';

export interface PinPanelProps {
  readonly pin: PinAddress;
  readonly busy: boolean;
  readonly onChoose: (point: GeoPoint) => void;
}

export function PinPanel({ pin, busy, onChoose }: PinPanelProps) {
  return (
    <div className={styles.pinPanel} aria-live="polite">
      {pin.status === 'idle' && <p className={styles.muted}>지도를 움직여 핀을 배달 받을 곳에 놓아주세요.</p>}
      {pin.status === 'loading' && <p className={styles.muted}>핀 위치의 주소를 찾는 중입니다…</p>}
      {pin.status === 'error' && <p className={styles.error}>{pin.message}</p>}
      {pin.status === 'ok' && (
        <>
          <p className={styles.pinAddress}>
            <span className={styles.visuallyLabel}>핀 위치</span>
            <span className={styles.road}>{pin.place.road_address || pin.place.address}</span>
            {pin.place.road_address !== '' && <span className={styles.lot}>{pin.place.address}</span>}
          </p>
          <Button disabled={busy} onClick={() => onChoose(pin.point)}>
            이 위치로 설정
          </Button>
        </>
      )}
    </div>
  );
}
