import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextArea, TextInput } from '../../components/ui/form-controls';
import { messageOf } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { lookupProducts, parsePriceLines, priceListQueries } from './price-lists.api';

/** A fixed-price line as the editor holds it (the price as typed). */
export interface PriceRow {
  product_id: string;
  sku: string;
  name: string;
  list_price: number;
  price: string;
}

/**
 * The list's fixed prices: find a product by name or part number, or paste / upload
 * "SKU, price" lines (as quick order takes them); each line names its product and list price.
 */
export function PriceLines({
  rows,
  onChange,
}: {
  rows: PriceRow[];
  onChange: (rows: PriceRow[]) => void;
}) {
  const [q, setQ] = useState('');
  const [pasted, setPasted] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const found = useQuery(priceListQueries.search(q));
  const add = (more: PriceRow[]) => {
    const byId = new Map(rows.map((r) => [r.product_id, r]));
    for (const r of more) byId.set(r.product_id, r);
    onChange([...byId.values()]);
  };
  const addPasted = async (text: string) => {
    const { lines, bad } = parsePriceLines(text);
    if (lines.length === 0) {
      setNote(bad.length ? `Not a "SKU, price" line: ${bad.join('; ')}` : 'Nothing to add');
      return;
    }
    try {
      const got = await lookupProducts({ skus: lines.map((l) => l.sku) });
      const priceOf = new Map(lines.map((l) => [l.sku, l.price]));
      add(
        got.products.map((p) => ({
          product_id: p.product_id,
          sku: p.sku,
          name: p.name,
          list_price: p.price,
          price: String(priceOf.get(p.matched_sku ?? '') ?? ''),
        })),
      );
      const problems = [
        ...got.unknown_skus.map((s) => `no product ${s}`),
        ...bad.map((b) => `not a "SKU, price" line: ${b}`),
      ];
      setNote(
        `Added ${got.products.length} ${got.products.length === 1 ? 'line' : 'lines'}` +
          (problems.length ? `; ${problems.join('; ')}` : ''),
      );
      setPasted('');
    } catch (err) {
      setNote(messageOf(err, 'Could not look up the part numbers'));
    }
  };
  return (
    <section aria-labelledby="fixed-prices" className="space-y-3">
      <h3 id="fixed-prices" className="font-semibold">
        Fixed prices ({rows.length})
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <label htmlFor="price-search" className="text-sm font-medium">
            Find a product by name or part number
          </label>
          <TextInput
            id="price-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="e.g. DCD776 or angle grinder"
          />
          {found.data && q.trim().length >= 2 ? (
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
              {found.data.length === 0 ? <li className="p-2">No product found</li> : null}
              {found.data.map((p) => (
                <li key={p.product_id} className="flex items-center justify-between gap-2 p-2">
                  <span className="min-w-0">
                    <span className="block truncate">{p.name}</span>
                    <span className="text-xs text-slate-500">
                      {p.sku} · {formatRupees(p.price)}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Add ${p.name}`}
                    onClick={() => {
                      add([
                        {
                          product_id: p.product_id,
                          sku: p.sku,
                          name: p.name,
                          list_price: p.price,
                          price: '',
                        },
                      ]);
                      setQ('');
                    }}
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <label htmlFor="price-paste" className="text-sm font-medium">
            Paste &quot;SKU, price&quot; lines
          </label>
          <TextArea
            id="price-paste"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            placeholder={'DCD776, 3250\nGWS 600 2150.50'}
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button size="sm" variant="outline" onClick={() => void addPasted(pasted)}>
              Add lines
            </Button>
            <label className="cursor-pointer text-sm font-medium text-brand-700 hover:underline dark:text-brand-400">
              Upload a CSV file
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void file.text().then(addPasted);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
        </div>
      </div>
      {note ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {note}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {rows.map((r, i) => (
            <li key={r.product_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{r.name}</span>
                <span className="text-xs text-slate-500">
                  {r.sku} · list {formatRupees(r.list_price)}
                </span>
              </span>
              <label className="flex items-center gap-2">
                <span className="sr-only">Price of {r.name}</span>₹
                <TextInput
                  inputMode="decimal"
                  className="w-28"
                  value={r.price}
                  onChange={(e) =>
                    onChange(rows.map((x, j) => (j === i ? { ...x, price: e.target.value } : x)))
                  }
                />
              </label>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${r.name}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
