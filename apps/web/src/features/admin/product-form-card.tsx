import type { ReactNode } from 'react';
import { cardClass } from '../../components/ui/surface';

/** One card of the staff product form: a fieldset named by its (visible) title. */
export function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <fieldset id={id} className={`${cardClass} min-w-0 p-5`}>
      <legend className="sr-only">{title}</legend>
      <h3 aria-hidden="true" className="mb-4 text-base font-semibold">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}
