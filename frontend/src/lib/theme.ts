// Light or dark: the person's choice on this device (System, Light, Dark), remembered in localStorage;
// System follows prefers-color-scheme as it changes. The resolved theme is <html data-theme>, which
// index.css reads to swap the palette, so every screen follows without a class of its own.
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'hearth-theme';
const listeners = new Set<() => void>();

const systemPrefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const resolve = (choice: ThemeChoice): Theme =>
  choice === 'dark' || (choice === 'system' && systemPrefersDark()) ? 'dark' : 'light';

function apply() {
  const theme = resolve(themeChoice());
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

/** Applies the remembered theme now (before the first paint) and follows the system setting. */
export function startTheme() {
  apply();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) apply();
  });
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Private browsing may refuse storage: the choice still holds until the tab closes.
  }
  apply();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice and the theme it resolves to, updating when either changes. */
export function useTheme(): { choice: ThemeChoice; theme: Theme } {
  const choice = useSyncExternalStore(subscribe, themeChoice);
  const theme = useSyncExternalStore(subscribe, () => resolve(themeChoice()));
  return { choice, theme };
}
