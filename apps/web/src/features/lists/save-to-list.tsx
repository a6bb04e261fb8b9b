import { lazy, Suspense, useState } from 'react';
import { ListPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';

import type { ListLineInput } from './lists.api';

// The dialog loads when first asked for: the product page and the cart stay light.
const SaveToListDialog = lazy(async () => ({
  default: (await import('./save-to-list-dialog')).SaveToListDialog,
}));

/**
 * "Add to list" (product page) and "Save cart as list" (cart): buying lists of decisions.md
 * › §23. Signed-in customers only.
 */
export function SaveToListButton({
  lines,
  label = 'Add to list',
  className,
  newOnly = false,
}: {
  lines: ListLineInput[];
  label?: string;
  className?: string;
  /** Only a new list (the cart's "Save cart as list"). */
  newOnly?: boolean;
}) {
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  if (!isAuthenticated) return null;
  return (
    <>
      <Button type="button" variant="outline" className={className} onClick={() => setOpen(true)}>
        <ListPlus className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveToListDialog
            lines={lines}
            title={label}
            newOnly={newOnly}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
