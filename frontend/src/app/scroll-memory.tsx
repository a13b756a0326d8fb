import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'hearth-scroll-positions';

/**
 * Where a history entry was scrolled to: the offset, and the item the cook was looking at (an element
 * marked data-scroll-anchor, with how far from the window's top it stood). A grid whose items below
 * the screen are drawn at an estimated height (content-visibility) puts an item at another offset each
 * time it is drawn, so Back returns to the item; the offset serves pages without anchors.
 */
export interface Place {
  top: number;
  anchor?: string;
  offset?: number;
}

/** Each history entry's place, by location key, kept for the tab's session (a bare number: an older tab's). */
type Positions = Record<string, Place | number>;

function storedPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Positions) : {};
  } catch {
    return {};
  }
}

/**
 * Where a screen opens scrolled to: Back and Forward (and a reload) return to where the cook was;
 * a link opens a page at its top, or at the element its #hash names; a change of the same page's
 * address in place (Home's filters and search) leaves the scroll alone.
 */
export function scrollTarget(
  location: Pick<Location, 'key' | 'hash' | 'pathname'>,
  navigation: 'POP' | 'PUSH' | 'REPLACE',
  previousPathname: string | null,
  positions: Positions,
): Place | { element: string } | null {
  if (navigation === 'POP') {
    const place = positions[location.key] ?? 0;
    return typeof place === 'number' ? { top: place } : place;
  }
  if (navigation === 'REPLACE' && location.pathname === previousPathname) return null;
  if (location.hash.length > 1) return { element: decodeURIComponent(location.hash.slice(1)) };
  return { top: 0 };
}

/** Frames a returning scroll keeps trying for while the page below it is still being drawn (~1 s). */
const RETURN_FRAMES = 60;
/** Frames in a row the place must hold: the cards around it are drawn at their true height meanwhile. */
const SETTLED_FRAMES = 3;
const COOK_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Where the window must scroll to for `place`: its item back where it stood, or else its offset. */
function scrollGoal(place: Place): number {
  const item = place.anchor
    ? document.querySelector(`[data-scroll-anchor="${CSS.escape(place.anchor)}"]`)
    : null;
  if (!item || place.offset === undefined) return place.top;
  return window.scrollY + item.getBoundingClientRect().top - place.offset;
}

/**
 * Scrolls back to `place`, and, while the page is still shorter than that or settling (cards still
 * arriving, or drawn at their estimated height: content-visibility), tries again each frame until it
 * has held for a few frames, about a second passes, or the cook scrolls for themself. Answers a
 * function that stops trying.
 */
function returnTo(place: Place): () => void {
  let frame = 0;
  let frames = 0;
  let held = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of COOK_INPUT) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const goal = scrollGoal(place);
    window.scrollTo(0, goal);
    held = Math.abs(window.scrollY - goal) < 1 ? held + 1 : 0;
    if (held >= SETTLED_FRAMES || ++frames > RETURN_FRAMES) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of COOK_INPUT) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/** Where across the window the item the cook is looking at is sought: a third of the way down. */
const LOOK_ACROSS = [0.5, 0.25, 0.75];

/**
 * The place on screen now: the offset, and the anchored item a third of the way down, if any. Noted
 * each frame the cook scrolls: a page with no anchors (all but Home) is not hit-tested at all.
 */
function placeNow(): Place {
  const top = window.scrollY;
  if (!document.querySelector('[data-scroll-anchor]')) return { top };
  const y = window.innerHeight / 3;
  for (const across of LOOK_ACROSS) {
    const item = document
      .elementFromPoint(window.innerWidth * across, y)
      ?.closest<HTMLElement>('[data-scroll-anchor]');
    const anchor = item?.dataset.scrollAnchor;
    if (item && anchor) return { top, anchor, offset: item.getBoundingClientRect().top };
  }
  return { top };
}

/**
 * Scroll restoration, in place of React Router's <ScrollRestoration>: that one reads window.scrollY in
 * its pagehide handler, and at pagehide Chromium has the page's style to recompute, so the read forced
 * a full style and layout (15-30 ms here) into every reload and every departure from Hearth before
 * the next page could start (issue 20's first cards). Here the position is noted as the cook scrolls,
 * when the layout is fresh anyway, and pagehide only writes down what is already known. Going back
 * also keeps trying while the page is still growing, where React Router's tried once, and returns to
 * the card the cook was looking at rather than to an offset: Home's cards off the screen are drawn at
 * an estimated height, so the same offset fell short of it on a phone (by a card, under load).
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigation = useNavigationType();
  // Read from storage once; noted into as the cook scrolls (a mutable record, never re-rendered on).
  const [positions] = useState(storedPositions);
  const previousPathname = useRef<string | null>(null);
  // The entry on screen, set in the same commit that draws it: a scroll event from the scroll below
  // (or the browser clamping a shorter page) is then noted for the new entry, never the one just left.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: Back still works within the tab's life, a reload starts at the top.
      }
      // Leaving for another site: coming back to a fresh page, the browser restores on its own.
      window.history.scrollRestoration = 'auto';
    };
    let frame = 0;
    const note = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions[currentKey.current] = placeNow();
      });
    };
    window.addEventListener('pagehide', remember);
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      window.removeEventListener('pagehide', remember);
      window.removeEventListener('scroll', note);
      cancelAnimationFrame(frame);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    const opening = previousPathname.current === null;
    const target = scrollTarget(location, navigation, previousPathname.current, positions);
    previousPathname.current = location.pathname;
    currentKey.current = location.key;
    // A page just loaded is at its top already: scrolling there would only force an early layout.
    if (!target || (opening && 'top' in target && target.top === 0)) return;
    if ('element' in target) {
      const element = document.getElementById(target.element);
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if ('top' in target && target.top > 0) return returnTo(target);
    window.scrollTo(0, 0);
  }, [location, navigation, positions]);

  return null;
}
