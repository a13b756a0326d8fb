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

export type ScreenFindings = { hardCoded: string[]; cutOff: string[]; sideways: number };

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
    // Behind an open dialog the page is inert (aria-hidden): the dialog is what is read.
    const behind = (element: Element) => element.closest('[aria-hidden="true"], [inert]') !== null;

    const hardCoded = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName))
        continue;
      if (!shown(element) || behind(element)) continue;
      // Text marked as another language (a language's name in itself, a recipe in its own) is not ours.
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang) continue;
      const plain = plainWords(text);
      if (plain.length > 0) hardCoded.add(`${nameOf(element)}: ${plain.join(' ')}`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!shown(field) || behind(field) || field.value !== '') continue;
      const plain = plainWords(field.placeholder);
      if (plain.length > 0) hardCoded.add(`placeholder "${field.placeholder}": ${plain.join(' ')}`);
    }

    const cutOff = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || !shown(element) || behind(element)) continue;
      // Only the interface's words count: a person's long title may be shortened by design (the
      // whole of it is on its own page), but a catalog's words (in brackets here) never may.
      if (!/[[\]·]/.test(element.textContent ?? '')) continue;
      // Visually hidden text (sr-only) is a 1px box by design.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      const clipsAcross = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsDown = ['hidden', 'clip'].includes(style.overflowY);
      if (clipsAcross && element.scrollWidth > element.clientWidth + 1)
        cutOff.add(`${nameOf(element)} is ${element.scrollWidth}px wide in ${element.clientWidth}px`);
      else if (clipsDown && element.scrollHeight > element.clientHeight + 1)
        cutOff.add(`${nameOf(element)} is ${element.scrollHeight}px tall in ${element.clientHeight}px`);
    }
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    return { hardCoded: [...hardCoded], cutOff: [...cutOff], sideways };
  }, allowed);
}
