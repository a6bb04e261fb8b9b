import { useEffect } from 'react';

/**
 * Keeps the CSS variable `--nav-height` on <html> equal to the sticky navigation bar's height
 * (it grows on phones with the search row and the open menu), so toasts can sit below it.
 */
export function useNavHeightVar(): void {
  useEffect(() => {
    const nav = document.querySelector<HTMLElement>('[data-site-nav]');
    if (!nav) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--nav-height', `${nav.offsetHeight}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);
}
