import { useEffect, useReducer } from 'react';
import { keptLookedFor } from '@/lib/api-client';

/**
 * Draws the component again once the kept answer to `path`, preloaded at start (main.tsx), has been read,
 * if there is one: a component drawn before then shows what the cook saw last time (api-client's
 * takeKept) from its next render, until the fresh answer replaces it.
 */
export function useKeptRedraw(path: string): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let mounted = true;
    void keptLookedFor(path).then((found) => mounted && found && redraw());
    return () => {
      mounted = false;
    };
  }, [path]);
}
