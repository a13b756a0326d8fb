import { useLingui } from '@lingui/react/macro';
// sonner is not needed to draw the first screen, so it loads after it: the toaster mounts once its chunk
// arrives and replays any toast raised before (sonner's toaster shows the active toasts on subscribe).
//
// Until then an empty live region stands in its place. A modal dialog hides the rest of the page from
// assistive technology when it opens (Radix, through aria-hidden), sparing only live regions: a dialog
// opened before sonner had mounted hid the whole app root, and with it every toast the dialog raised
// (the Redeem Code dialog's "Code Redemption Failed" could be seen but not heard). With a live region
// there from the first render, its parent is spared, and sonner's region takes its place there.
import { lazy, Suspense } from 'react';
import type { toast as sonnerToast, ToasterProps } from 'sonner';

const loadSonner = () => import('sonner');

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function Toaster(props: ToasterProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<section aria-label={t`Notifications`} aria-live="polite" />}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

/** Raises a toast from code on the first screen's path, without putting sonner in the initial load. */
export function showToast(raise: (toast: typeof sonnerToast) => void): void {
  void loadSonner().then((module) => raise(module.toast));
}
