import type { Page } from '@store/contract';

/** One page of a list: its rows, the total they were cut from, and the paging asked for. */
export function pageFrom<T>(
  content: T[],
  total: number,
  q: { index: number; limit: number },
): Page<T> {
  return {
    content,
    total_elements: total,
    total_pages: Math.ceil(total / q.limit),
    index: q.index,
    limit: q.limit,
    number_of_elements: content.length,
  };
}
