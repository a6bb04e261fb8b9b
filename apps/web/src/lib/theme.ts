import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  const stored = storage.get(THEME_KEY);
  return stored === 'dark' || stored === 'light' ? stored : systemTheme();
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** Stores the choice under the `theme` key and applies it. */
export function setTheme(theme: Theme) {
  storage.set(THEME_KEY, theme);
  apply(theme);
  listeners.forEach((l) => l());
}

export function useTheme(): [Theme, (t: Theme) => void] {
  const theme = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    currentTheme,
    () => 'light' as Theme,
  );
  return [theme, setTheme];
}
