import { useEffect, type RefObject } from 'react';

/**
 * Keeps the CSS variable `--nav-height` on `host` equal to the sticky navigation bar's height
 * (it grows on phones with the search row and the open menu), so toasts inside it can sit below
 * the bar. On the host, not on <html>: a custom property changed on <html> restyles every
 * element of the page (a ~20 ms task after hydration on a listing, ×4 on a slow phone), on the
 * toaster's host only the toaster. Measured in the ResizeObserver's callback, when the layout
 * is already done (reading it in the effect forced one).
 */
export function useNavHeightVar(host: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const nav = document.querySelector<HTMLElement>('[data-site-nav]');
    const el = host.current;
    if (!nav || !el) return;
    const update = () => el.style.setProperty('--nav-height', `${nav.offsetHeight}px`);
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [host]);
}
