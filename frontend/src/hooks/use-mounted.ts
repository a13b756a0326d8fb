import { useEffect, useRef } from 'react';

/** False once the component is gone (say, the dialog closed mid-import), so late answers are dropped. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
