// The loading placeholders. Their sizes are data attributes that skeleton.module.css knows, not
// style attributes: the prerendered first screens carry skeletons, and the app's
// Content-Security-Policy refuses style attributes in markup.
import styles from './skeleton.module.css';

/** The sizes skeleton.module.css draws (a new one needs its rule there). */
type Height =
  | '16px'
  | '20px'
  | '24px'
  | '28px'
  | '32px'
  | '44px'
  | '56px'
  | '64px'
  | '72px'
  | '96px'
  | '120px'
  | '160px'
  | '168px'
  | '200px'
  | '220px';
type Width = '40%' | '55%' | '60%' | '70%' | '80%' | '72px';
type Radius = '8px' | '12px';

/** A grey block shaped like what is loading (full width, a thumbnail's corners unless said); hidden from assistive technology. */
export function Skeleton({ width, height, radius }: { width?: Width; height: Height; radius?: Radius }) {
  return (
    <span
      aria-hidden="true"
      className={styles.skeleton}
      data-height={height}
      data-width={width}
      data-radius={radius}
    />
  );
}

/** The loading state of a region: announced once, drawn as skeletons. */
export function Loading({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-busy="true" className={styles.region}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
