// Work that must not hold up the frame a tap is waiting for: it runs once the next frame has been
// painted (a task queued from requestAnimationFrame runs after that frame's paint), or after a
// short timer where no frame comes (a hidden tab draws none).

/** The longest a job waits for a frame, in ms. */
export const NO_FRAME_MS = 200;

export function afterNextPaint(job: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    job();
  };
  const timer = setTimeout(run, NO_FRAME_MS);
  requestAnimationFrame(() => setTimeout(run, 0));
}
