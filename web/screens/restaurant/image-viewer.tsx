// The image viewer (spec 000 §2 "previous/next and a counter n / total"): a modal dialog whose
// counter is announced as it changes; the arrow keys step too.
import { type KeyboardEvent, useState } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { Modal } from '../../ui/modal.tsx';
import styles from './image-viewer.module.css';
import { restaurantTexts } from './restaurant.texts.ts';

export interface ImageViewerProps {
  readonly images: readonly string[];
  readonly start: number;
  readonly title: string;
  readonly onClose: () => void;
}

export function ImageViewer({ images, start, title, onClose }: ImageViewerProps) {
  const t = useTexts(restaurantTexts);
  const [at, setAt] = useState(start);
  const total = images.length;
  const step = (by: number) => setAt((n) => (n + by + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Modal open title={t.viewerTitle(title)} onClose={onClose} variant="sheet">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys are a shortcut for the two buttons below */}
      <div className={styles.viewer} onKeyDown={onKeyDown}>
        <img className={styles.image} src={images[at]} alt={t.photo(at + 1)} />
        <div className={styles.controls}>
          <button type="button" className={styles.step} onClick={() => step(-1)} disabled={total < 2}>
            {t.previousPhoto}
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {at + 1} / {total}
          </p>
          <button type="button" className={styles.step} onClick={() => step(1)} disabled={total < 2}>
            {t.nextPhoto}
          </button>
        </div>
      </div>
    </Modal>
  );
}
