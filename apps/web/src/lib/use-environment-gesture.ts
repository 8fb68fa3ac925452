import { useCallback, useRef } from 'react';
import { isProductionBuild, toggleEnvironment } from './environment';

const CLICKS = 5;
const WINDOW_MS = 3000;

/**
 * Spec 1 §2: five clicks within a 3-second window switch between local and dev. The window
 * starts at the first click and resets when it runs out, so slow clicking never adds up.
 */
export function useEnvironmentGesture(): () => void {
  const windowStart = useRef(0);
  const clicks = useRef(0);
  return useCallback(() => {
    if (isProductionBuild) return;
    const now = Date.now();
    if (now - windowStart.current > WINDOW_MS) {
      windowStart.current = now;
      clicks.current = 0;
    }
    clicks.current += 1;
    if (clicks.current >= CLICKS) {
      clicks.current = 0;
      windowStart.current = 0;
      toggleEnvironment();
    }
  }, []);
}
