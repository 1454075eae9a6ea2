import styles from './skeleton.module.css';

/** A grey block shaped like what is loading; hidden from assistive technology. */
export function Skeleton({ width, height, radius }: { width?: string; height: string; radius?: string }) {
  return (
    <span
      aria-hidden="true"
      className={styles.skeleton}
      style={{ width: width ?? '100%', height, borderRadius: radius ?? 'var(--r-thumb)' }}
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
