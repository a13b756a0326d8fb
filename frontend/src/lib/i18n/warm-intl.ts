// The first Intl number or date formatter in a page makes the engine load the ICU data all of them
// share: 30-130 ms in Chromium on a desktop here before any CPU slowdown, one task on the main thread,
// in the middle of the first render of every screen that shows a plural, a date or an amount (the
// recipe page's rating stars, a comment's age, a plan's days). That data belongs to the process, not
// the thread, so a worker started at boot loads it beside the page, and the page's first formatter
// then takes a fraction of a millisecond (measured in the issue 35 note). Engines that keep ICU per
// thread lose only the worker's start.

/** Starts a short-lived worker that loads the engine's Intl data for `tag` off the main thread. */
export function warmIntl(tag: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), {
      type: 'module',
      name: 'warm-intl',
    });
    worker.postMessage(tag);
  } catch {
    // No worker (a policy or an old engine): the page's first formatter loads the data, as before.
  }
}
