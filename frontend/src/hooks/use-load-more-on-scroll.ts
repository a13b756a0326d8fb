import { useEffect, useRef, useState } from 'react';

/**
 * Calls `loadMore` while the returned sentinel element is near the viewport. A filtered page can come
 * back short (even empty) with a cursor, so loading continues as long as the sentinel stays in view,
 * not only when it enters it.
 */
export function useLoadMoreOnScroll({
  hasMore,
  loading,
  loadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}) {
  // A callback ref kept in state: the sentinel may mount after the first render (a list that shows a
  // loading state first), and the observer must follow it when it does.
  const [element, sentinel] = useState<HTMLDivElement | null>(null);
  // Watched afresh after each load: where the sentinel is must be measured with the new cards laid out,
  // not taken from before they came (that asked for page after page). A reading counts only if it is
  // from the observer made since the last load.
  const watch = useRef(0);
  const [seen, setSeen] = useState({ watch: 0, inView: false });

  useEffect(() => {
    watch.current += 1;
    const current = watch.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setSeen({ watch: current, inView: entry?.isIntersecting ?? false }),
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, loading]);

  useEffect(() => {
    if (seen.watch === watch.current && seen.inView && hasMore && !loading) loadMore();
  }, [seen, hasMore, loading, loadMore]);

  return sentinel;
}
