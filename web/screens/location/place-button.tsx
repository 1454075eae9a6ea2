// One address to choose (a search result or a history entry): the road address first, the lot
// address in grey below (UI-GUIDE "Korean formatting"; spec 001 §2 "results showing lot address and
// road address").
import { useTexts } from '../../i18n/use-texts.ts';
import { locationTexts } from './location.texts.ts';
import styles from './location-screen.module.css';

export interface PlaceButtonProps {
  readonly address: string;
  readonly roadAddress: string;
  readonly disabled: boolean;
  readonly onChoose: () => void;
}

export function PlaceButton({ address, roadAddress, disabled, onChoose }: PlaceButtonProps) {
  const t = useTexts(locationTexts);
  const road = roadAddress.trim();
  return (
    <button type="button" className={styles.place} disabled={disabled} onClick={onChoose}>
      {road !== '' && (
        <span className={styles.placeLine}>
          <span className={styles.tag}>{t.road}</span>
          <span className={styles.road}>{road}</span>
        </span>
      )}
      <span className={styles.placeLine}>
        <span className={styles.tag}>{t.lot}</span>
        <span className={road === '' ? styles.road : styles.lot}>{address}</span>
      </span>
    </button>
  );
}
