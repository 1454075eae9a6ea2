// An embedded document that grows to its content (spec 001 §2 "embedded frames that resize when the
// content sends its height; default heights 1010 and 991"). Only a message from this frame's own
// window and from the origin of its source moves the height (domain/content/frame-height.ts).
import { useEffect, useRef, useState } from 'react';
import { expectedFrameOrigin, frameHeightFromMessage } from '../../../domain/content/frame-height.ts';
import styles from './pages.module.css';

export interface ResizingFrameProps {
  readonly src: string;
  readonly title: string;
  readonly defaultHeightPx: number;
}

export function ResizingFrame({ src, title, defaultHeightPx }: ResizingFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(defaultHeightPx);
  useEffect(() => {
    setHeight(defaultHeightPx);
    const expected = expectedFrameOrigin(src, window.location.href);
    const onMessage = (event: MessageEvent) => {
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      const next = frameHeightFromMessage(event, expected);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, defaultHeightPx]);
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={src}
      title={title}
      height={height}
      data-default-height={defaultHeightPx}
    />
  );
}
