// sonner is not needed to draw the first screen, so it loads after it: the toaster mounts once its chunk
// arrives and replays any toast raised before (sonner's toaster shows the active toasts on subscribe).
import { lazy, Suspense } from 'react';
import type { toast as sonnerToast, ToasterProps } from 'sonner';

const loadSonner = () => import('sonner');

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

/** Raises a toast from code on the first screen's path, without putting sonner in the initial load. */
export function showToast(raise: (toast: typeof sonnerToast) => void): void {
  void loadSonner().then((module) => raise(module.toast));
}
