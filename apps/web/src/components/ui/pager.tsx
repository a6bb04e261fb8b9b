import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous / Next with 'Page n of m' and the range shown. */
export function Pager({
  index,
  totalPages,
  totalElements,
  shown,
  onChange,
  noun,
}: {
  index: number;
  totalPages: number;
  totalElements: number;
  shown: number;
  onChange: (index: number) => void;
  noun: string;
}) {
  if (totalElements === 0) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <p>
        Showing {shown} of {totalElements} {noun}
        {totalPages > 1 ? ` (Page ${index + 1} of ${totalPages})` : ''}
      </p>
      {totalPages > 1 ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={index <= 0}
            onClick={() => onChange(index - 1)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={index + 1 >= totalPages}
            onClick={() => onChange(index + 1)}
          >
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
