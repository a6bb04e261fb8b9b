import { useState } from 'react';
import type { AdminProduct } from '@store/contract';
import { MAX_STOCK } from '@store/contract/admin';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useAdjustStock } from './admin-catalogue.api';
import { Field, TextInput } from '../../components/ui/form-controls';
import { cardClass } from '../../components/ui/surface';

export function StockCard({ product }: { product: AdminProduct }) {
  const adjust = useAdjustStock();
  const [delta, setDelta] = useState('');
  const [set, setSet] = useState('');
  const run = (body: { delta: number } | { set: number }, reset: () => void) =>
    adjust.mutate(
      { id: product.product_id, body },
      {
        onSuccess: (res) => {
          showToast(`Stock updated: ${res.data.stock_quantity} in stock`);
          reset();
        },
        onError: (err) => showToast(messageOf(err, 'Failed to update the stock'), 'error'),
      },
    );
  const deltaNumber = Number(delta);
  const setNumber = Number(set);
  return (
    <section className={`${cardClass} p-5`} aria-labelledby="stock-heading">
      <h3 id="stock-heading" className="text-base font-semibold">
        Stock
      </h3>
      <p className="mt-1 text-3xl font-bold tabular-nums" aria-live="polite">
        {product.stock_quantity}
        <span className="ml-1 text-sm font-normal text-slate-500 dark:text-slate-400">
          in stock
        </span>
      </p>
      <form
        className="mt-4 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!Number.isInteger(deltaNumber) || deltaNumber === 0) return;
          run({ delta: deltaNumber }, () => setDelta(''));
        }}
      >
        <Field label="Add or remove units" hint="For example 10 or -3" className="flex-1">
          {({ id, describedBy }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              type="number"
              inputMode="numeric"
              step={1}
              min={-MAX_STOCK}
              max={MAX_STOCK}
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="outline"
          className="mb-6"
          disabled={adjust.isPending || !Number.isInteger(deltaNumber) || deltaNumber === 0}
        >
          Apply
        </Button>
      </form>
      <form
        className="mt-2 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (set === '' || !Number.isInteger(setNumber) || setNumber < 0) return;
          run({ set: setNumber }, () => setSet(''));
        }}
      >
        <Field label="Set stock to" hint="After a stock count" className="flex-1">
          {({ id, describedBy }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              type="number"
              inputMode="numeric"
              step={1}
              min={0}
              max={MAX_STOCK}
              value={set}
              onChange={(e) => setSet(e.target.value)}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="outline"
          className="mb-6"
          disabled={adjust.isPending || set === '' || !Number.isInteger(setNumber) || setNumber < 0}
        >
          Set
        </Button>
      </form>
    </section>
  );
}

/** The form mounts once the pickers' options are there (a select keeps its value then). */
