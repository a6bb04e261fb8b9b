import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const edgeClass = 'absolute inset-y-0 flex w-10 items-center text-slate-600 dark:text-slate-300';

/**
 * A row wider than the screen that scrolls sideways and shows it: a fade and a chevron at each
 * edge with more beyond (issue 43.16: the staff tabs ended at "Companie" with no sign). The
 * chevrons scroll by most of a screen for pointer users; keyboard users reach every link by
 * Tab, which scrolls it into view. `revealKey` changes (e.g. the path) bring the current
 * item (`aria-current="page"`) into view.
 */
export function ScrollRow({ children, revealKey }: { children: ReactNode; revealKey?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => {
      const before = el.scrollLeft > 1;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.before === before && e.after === after ? e : { before, after }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [revealKey]);

  const scrollBy = (direction: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  return (
    <div className="relative">
      <div ref={ref} className="overflow-x-auto [scrollbar-width:none]">
        {children}
      </div>
      {edges.before ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="scroll-row-before"
          onClick={() => scrollBy(-1)}
          className={`${edgeClass} left-0 justify-start bg-gradient-to-r from-white via-white/90 to-transparent dark:from-slate-950 dark:via-slate-950/90`}
        >
          <ChevronLeft className="h-5 w-5" />
        </button>
      ) : null}
      {edges.after ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="scroll-row-after"
          onClick={() => scrollBy(1)}
          className={`${edgeClass} right-0 justify-end bg-gradient-to-l from-white via-white/90 to-transparent dark:from-slate-950 dark:via-slate-950/90`}
        >
          <ChevronRight className="h-5 w-5" />
        </button>
      ) : null}
    </div>
  );
}
