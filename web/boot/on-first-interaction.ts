// Runs `load` once, at the customer's first tap, key or scroll of the wheel: what a first visit left
// alone never fetches (the command side), fetched as the hand comes down, ahead of the click that
// follows a pointerdown or touchstart by a frame or more.
const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

export function onFirstInteraction(target: EventTarget, load: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_INTERACTIONS) target.removeEventListener(type, run, { capture: true });
    load();
  };
  for (const type of FIRST_INTERACTIONS) target.addEventListener(type, run, { capture: true, passive: true });
}
