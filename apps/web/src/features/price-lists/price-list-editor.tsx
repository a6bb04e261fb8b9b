import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PriceList } from '@store/contract';
import { Button } from '../../components/ui/button';
import { Select, TextInput } from '../../components/ui/form-controls';
import { ScreenHeader } from '../../components/ui/screen-header';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { ApiError, messageOf } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { PriceLines, type PriceRow } from './price-lines';
import {
  lookupProducts,
  priceListQueries,
  useDeletePriceList,
  useSavePriceList,
} from './price-lists.api';
import { priceListPaths } from './price-lists-screen';

interface DiscountRow {
  manufacturer_id: string;
  category_id: string;
  percent_off: string;
}

/** /admin/price-lists/new and /admin/price-lists/:id: one list (decisions.md › §22). */
export function PriceListEditorScreen() {
  const { listId } = useParams();
  const existing = useQuery({ ...priceListQueries.one(listId ?? ''), enabled: Boolean(listId) });
  usePageMeta(listId ? 'Price list – Staff console' : 'New price list – Staff console');
  if (listId && existing.isPending) return <Skeleton className="h-64 w-full" />;
  if (listId && existing.isError)
    return (
      <ErrorState
        title={messageOf(existing.error, 'Could not load the price list')}
        onRetry={() => void existing.refetch()}
      />
    );
  return <PriceListForm key={listId ?? 'new'} list={existing.data ?? null} />;
}

function PriceListForm({ list }: { list: PriceList | null }) {
  const navigate = useNavigate();
  const save = useSavePriceList();
  const remove = useDeletePriceList();
  const companies = useQuery(priceListQueries.companies());
  const makers = useQuery(priceListQueries.makers());
  const categories = useQuery(priceListQueries.categories());
  const [name, setName] = useState(list?.name ?? '');
  const [companyIds, setCompanyIds] = useState<string[]>(list?.company_ids ?? []);
  const [from, setFrom] = useState(list?.valid_from ?? '');
  const [until, setUntil] = useState(list?.valid_until ?? '');
  const [rows, setRows] = useState<PriceRow[]>([]);
  const [discounts, setDiscounts] = useState<DiscountRow[]>(
    (list?.discounts ?? []).map((d) => ({
      manufacturer_id: d.manufacturer_id ?? '',
      category_id: d.category_id ?? '',
      percent_off: String(d.percent_off),
    })),
  );
  const [errors, setErrors] = useState<string[]>([]);

  // name the saved list's lines (their product, part number and list price)
  useEffect(() => {
    if (!list || list.prices.length === 0) return;
    const priceOf = new Map(list.prices.map((p) => [p.product_id, p.price]));
    void lookupProducts({ product_ids: list.prices.map((p) => p.product_id) }).then((got) =>
      setRows(
        got.products.map((p) => ({
          product_id: p.product_id,
          sku: p.sku,
          name: p.name,
          list_price: p.price,
          price: String(priceOf.get(p.product_id) ?? ''),
        })),
      ),
    );
  }, [list]);

  const submit = async () => {
    setErrors([]);
    try {
      const saved = await save.mutateAsync({
        id: list?.price_list_id ?? null,
        body: {
          name,
          company_ids: companyIds,
          valid_from: from || null,
          valid_until: until || null,
          prices: rows.map((r) => ({ product_id: r.product_id, price: Number(r.price) })),
          discounts: discounts.map((d) => ({
            manufacturer_id: d.manufacturer_id || null,
            category_id: d.category_id || null,
            percent_off: Number(d.percent_off),
          })),
        },
      });
      showToast('Price list saved', 'success');
      if (!list) void navigate(priceListPaths.edit(saved.price_list_id), { replace: true });
    } catch (err) {
      const fields = err instanceof ApiError ? (err.errors ?? []) : [];
      setErrors(
        fields.length
          ? fields.map((f) => `${f.field}: ${f.message}`)
          : [messageOf(err, 'Could not save the price list')],
      );
    }
  };

  return (
    <div className="space-y-5">
      <ScreenHeader
        title={list ? list.name : 'New price list'}
        subtitle={<Link to={priceListPaths.list()}>← All price lists</Link>}
      />
      <section className={`${cardClass} grid gap-4 p-5 md:grid-cols-3`}>
        <label className="flex flex-col gap-1.5 text-sm font-medium md:col-span-3">
          Name
          <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Valid from (India time; empty: open)
          <TextInput type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Valid until (empty: open)
          <TextInput type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
        <fieldset className="md:col-span-3">
          <legend className="text-sm font-medium">Companies</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {(companies.data ?? []).map((c) => (
              <label key={c.company_id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={companyIds.includes(c.company_id)}
                  onChange={(e) =>
                    setCompanyIds(
                      e.target.checked
                        ? [...companyIds, c.company_id]
                        : companyIds.filter((id) => id !== c.company_id),
                    )
                  }
                />
                {c.legal_name}
              </label>
            ))}
            {companies.data?.length === 0 ? <p className="text-sm">No companies yet</p> : null}
          </div>
        </fieldset>
      </section>
      <div className={`${cardClass} p-5`}>
        <PriceLines rows={rows} onChange={setRows} />
      </div>
      <section aria-labelledby="discounts" className={`${cardClass} space-y-3 p-5`}>
        <h3 id="discounts" className="font-semibold">
          Discounts ({discounts.length})
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Percent off the list or slab price. The most specific discount applies: maker and
          category, then maker, then category, then one naming neither.
        </p>
        {discounts.map((d, i) => {
          const set = (change: Partial<DiscountRow>) =>
            setDiscounts(discounts.map((x, j) => (j === i ? { ...x, ...change } : x)));
          return (
            <div key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_7rem_auto]">
              <label className="flex flex-col gap-1 text-sm">
                Maker
                <Select
                  value={d.manufacturer_id}
                  onChange={(e) => set({ manufacturer_id: e.target.value })}
                >
                  <option value="">Any maker</option>
                  {(makers.data ?? []).map((m) => (
                    <option key={m.manufacturer_id} value={m.manufacturer_id}>
                      {m.name}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                Category
                <Select
                  value={d.category_id}
                  onChange={(e) => set({ category_id: e.target.value })}
                >
                  <option value="">Any category</option>
                  {(categories.data ?? []).map((c) => (
                    <option key={c.category_id} value={c.category_id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                % off
                <TextInput
                  inputMode="decimal"
                  value={d.percent_off}
                  onChange={(e) => set({ percent_off: e.target.value })}
                />
              </label>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDiscounts(discounts.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            setDiscounts([...discounts, { manufacturer_id: '', category_id: '', percent_off: '' }])
          }
        >
          Add a discount
        </Button>
      </section>
      {errors.length ? (
        <ul
          role="alert"
          className="list-disc pl-5 text-sm font-medium text-red-700 dark:text-red-400"
        >
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void submit()} disabled={save.isPending}>
          Save price list
        </Button>
        {list ? (
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Delete the price list "${list.name}"?`)) return;
              void remove
                .mutateAsync(list.price_list_id)
                .then(() => navigate(priceListPaths.list()))
                .catch((err: unknown) => showToast(messageOf(err, 'Could not delete'), 'error'));
            }}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </div>
  );
}
