import { describe, expect, it } from 'vitest';
import { currentTheme, setTheme, THEME_KEY } from './theme';

describe('theme', () => {
  it('stores the choice under the theme key and applies the dark class', () => {
    setTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(currentTheme()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the system preference on a first visit', () => {
    localStorage.removeItem(THEME_KEY);
    expect(currentTheme()).toBe('light');
  });
});
