// "Now" by the store's clock, ticking every second while `running`, for the SMS countdown.
import { useEffect, useState } from 'react';
import { useWebStore } from '../../store/store-context.tsx';

export function useNow(running: boolean): number {
  const { clock } = useWebStore();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(clock.now()), 1_000);
    return () => clearInterval(timer);
  }, [clock, running]);
  return now;
}
