import { useEffect, useState } from 'react';

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
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (!element) {
      setInView(false);
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: '800px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  useEffect(() => {
    if (inView && hasMore && !loading) loadMore();
  }, [inView, hasMore, loading, loadMore]);

  return sentinel;
}
