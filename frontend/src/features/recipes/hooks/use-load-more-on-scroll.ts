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
  const sentinel = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: '800px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (inView && hasMore && !loading) loadMore();
  }, [inView, hasMore, loading, loadMore]);

  return sentinel;
}
