import type { Page } from '@playwright/test';
import pseudolocale from 'pseudolocale';

// The pseudo-locale run's two readings of a screen (issue 37): words of the interface that were not
// through the catalogs (plain ASCII where every catalog word is accented), and text cut off by its box.

/** The device choice that puts a page in the pseudo-locale (lib/i18n/detect.ts). */
export async function choosePseudoLocale(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('hearth.locale', 'pseudo'));
}

/**
 * An English message as the pseudo-locale shows it, for finding controls by name: Lingui's accented
 * letters (the same `pseudolocale` call its compiler makes), after the opening bracket.
 */
export function pseudo(english: string): RegExp {
  const accented = pseudolocale(english, { prepend: '', append: '' });
  return new RegExp(`^\\[${accented.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The words in text: runs of letters in any script. */
export function wordsOf(...texts: string[]): string[] {
  return texts.flatMap((text) => text.match(/\p{L}+/gu) ?? []);
}

export type ScreenFindings = {
  hardCoded: string[];
  cutOff: string[];
  sideways: string[];
  /** How many text nodes came from a catalog (accented): a reading that saw none read nothing. */
  catalogTexts: number;
};

/**
 * Reads the screen as it stands. `allowed` are the words of user data (what the test created, and
 * other people's recipes the screen lists): any other word written only in ASCII letters did not come
 * through a catalog. Intl's English month and weekday names (the pseudo-locale formats as English)
 * and the language picker's names, each in its own language, are allowed too.
 */
export function readScreen(page: Page, allowed: readonly string[]): Promise<ScreenFindings> {
  return page.evaluate((allowedWords) => {
    const allow = new Set(allowedWords.map((word) => word.toLowerCase()));
    // Brands, and acronyms that read the same in every language (URL, PDF).
    for (const brand of ['hearth', 'instacart']) allow.add(brand);
    for (const month of Array.from({ length: 12 }, (_, index) => new Date(2026, index, 1)))
      for (const width of ['long', 'short'] as const)
        allow.add(new Intl.DateTimeFormat('en', { month: width }).format(month).toLowerCase());
    for (let day = 1; day <= 7; day += 1)
      for (const width of ['long', 'short', 'narrow'] as const)
        allow.add(
          new Intl.DateTimeFormat('en', { weekday: width }).format(new Date(2026, 10, day)).toLowerCase(),
        );
    for (const mark of ['am', 'pm']) allow.add(mark);
    // The words Intl's English date and time styles join their parts with ("November 29, 2026 at 8:18 AM").
    const styles = ['full', 'long', 'medium', 'short'] as const;
    for (const dateStyle of styles)
      for (const timeStyle of styles)
        for (const part of new Intl.DateTimeFormat('en', { dateStyle, timeStyle }).formatToParts(new Date()))
          if (part.type === 'literal')
            for (const word of part.value.match(/[A-Za-z]+/g) ?? []) allow.add(word.toLowerCase());
    const nameOf = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
      const label = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}> "${text}"${label ? ` [aria-label ${label}]` : ''}`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getClientRects().length > 0;
    const pageLang = document.documentElement.lang;
    // Words no catalog gave: plain ASCII letters, not the data's, not an acronym, not in a web address.
    const plainWords = (text: string) =>
      (text.replace(/\bhttps?:\/\/\S*/g, '').match(/\p{L}+/gu) ?? []).filter(
        (word) =>
          /^[A-Za-z]{2,}$/.test(word) && word !== word.toUpperCase() && !allow.has(word.toLowerCase()),
      );
    // With a dialog open, the newest dialog is what is read (the page behind it is inert).
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(shown);
    const root = dialogs.at(-1) ?? document.body;
    const behind = (element: Element) => !root.contains(element) || element.closest('[inert]') !== null;

    const hardCoded = new Set<string>();
    let catalogTexts = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName))
        continue;
      if (!shown(element) || behind(element)) continue;
      // Text marked as another language (a language's name in itself, a recipe in its own) is not ours.
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang) continue;
      if (/[^\x20-\x7e\s]/.test(text)) catalogTexts += 1;
      const plain = plainWords(text);
      if (plain.length > 0) hardCoded.add(`${nameOf(element)}: ${plain.join(' ')}`);
    }
    for (const field of root.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!shown(field) || behind(field) || field.value !== '') continue;
      const plain = plainWords(field.placeholder);
      if (plain.length > 0) hardCoded.add(`placeholder "${field.placeholder}": ${plain.join(' ')}`);
    }

    // Cut off: a catalog's text (not ASCII: a person's long title may be shortened by design, the whole
    // of it is on its own page) that an ellipsis or a line clamp shortens, or that reaches past the box
    // of an ancestor that clips it (overflow hidden or clip) before any that scrolls.
    const cutOff = new Set<string>();
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      if (!element || !/[^\x20-\x7e\s]/.test(node.textContent ?? '')) continue;
      if (!shown(element) || behind(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;
      const own = getComputedStyle(element);
      if (own.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
        cutOff.add(
          `${nameOf(element)} ends in an ellipsis (${element.scrollWidth}px in ${element.clientWidth}px)`,
        );
      if (own.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1)
        cutOff.add(`${nameOf(element)} is clamped (${element.scrollHeight}px in ${element.clientHeight}px)`);
      for (let box: HTMLElement | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        const edge = box.getBoundingClientRect();
        // Visually hidden text (sr-only) is a 1px box by design.
        if (edge.width <= 1 || edge.height <= 1) break;
        if (clips(style.overflowX) && (text.left < edge.left - 1 || text.right > edge.right + 1)) {
          cutOff.add(
            `${nameOf(element)} runs ${Math.round(Math.max(edge.left - text.left, text.right - edge.right))}px past the side of ${nameOf(box).slice(0, 40)}`,
          );
          break;
        }
        if (clips(style.overflowY) && (text.top < edge.top - 1 || text.bottom > edge.bottom + 1)) {
          cutOff.add(
            `${nameOf(element)} runs ${Math.round(Math.max(edge.top - text.top, text.bottom - edge.bottom))}px past the top or bottom of ${nameOf(box).slice(0, 40)}`,
          );
          break;
        }
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) break;
      }
    }
    // The page scrolls sideways: name the boxes that reach past the window while their parent does not.
    const sideways: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      for (const element of document.body.querySelectorAll('*')) {
        const parent = element.parentElement;
        if (!parent || !shown(element) || behind(element)) continue;
        // A row that scrolls (or clips) across keeps its overflow to itself.
        let contained = false;
        for (
          let box: HTMLElement | null = parent;
          box && box !== document.body && !contained;
          box = box.parentElement
        )
          contained = getComputedStyle(box).overflowX !== 'visible';
        if (contained) continue;
        const right = element.getBoundingClientRect().right;
        if (right > window.innerWidth + 1 && parent.getBoundingClientRect().right <= window.innerWidth + 1)
          sideways.push(`${nameOf(element).slice(0, 90)} ends at ${Math.round(right)}px`);
      }
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 0 && sideways.length === 0) sideways.push(`the page is ${wider}px wider than the window`);
    return { hardCoded: [...hardCoded], cutOff: [...cutOff], sideways, catalogTexts };
  }, allowed);
}
