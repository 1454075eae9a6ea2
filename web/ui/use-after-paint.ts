// A value that takes each new `value` only once the frame drawn with it elsewhere has been painted:
// a screen draws its quick, largest part first (a restaurant's name) and the slow rest after it (the
// menu, and for a long menu the code of its windowed list), in a transition. useDeferredValue alone
// may render the rest before that frame, and the name's paint then waits for it.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../store/after-paint.ts';

export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    let live = true;
    // Two frames: the first frame's paint is done on the main thread before it is on the screen.
    afterNextPaint(() =>
      afterNextPaint(() => {
        if (live) startTransition(() => setPainted(value));
      }),
    );
    return () => {
      live = false;
    };
  }, [value, painted]);
  return painted;
}
