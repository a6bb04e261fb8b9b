import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus, Save, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldPath,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  CreateProductBodySchema,
  MAX_STOCK,
  type AdminCategory,
  type AdminManufacturer,
  type AdminProduct,
  type CreateProductBody,
} from '@store/contract';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { ApiError, messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import {
  adminCatalogueQueries,
  useAdjustStock,
  useCreateProduct,
  useUpdateProduct,
} from './admin-catalogue.api';
import { Field, Select, TextArea, TextInput } from '../../components/ui/form-controls';
import { ActivePill } from '../../components/ui/pills';
import { cardClass } from '../../components/ui/surface';
import { ImageListPicker } from './image-picker';

type FormInput = z.input<typeof CreateProductBodySchema>;
type FormPath = FieldPath<FormInput>;

const GST_RATES = [0, 5, 12, 18, 28];

const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);
const toNullableNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));
const toOptionalText = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function defaultsOf(product: AdminProduct | undefined): FormInput {
  if (!product) {
    return {
      name: '',
      slug: undefined,
      sku: '',
      manufacturer_id: '',
      category_ids: [],
      description: '',
      price: undefined as unknown as number,
      compare_at_price: null,
      stock_quantity: 0,
      gst_rate: 18,
      hsn_code: '',
      unit: 'piece',
      country_of_origin: 'India',
      warranty: '',
      specifications: [],
      images: [],
      display_order: 0,
      is_active: true,
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    manufacturer_id: product.manufacturer_id,
    category_ids: product.category_ids,
    description: product.description,
    price: product.price,
    compare_at_price: product.compare_at_price,
    gst_rate: product.gst_rate,
    hsn_code: product.hsn_code,
    unit: product.unit,
    country_of_origin: product.country_of_origin,
    warranty: product.warranty,
    specifications: product.specifications,
    images: product.images,
    display_order: product.display_order,
    is_active: product.is_active,
  };
}

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
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

function CategoryPicker({
  categories,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  categories: AdminCategory[];
  value: string[];
  onChange: (ids: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const chosen = new Set(value);
  return (
    <div
      role="group"
      aria-label="Categories"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-300 p-2 sm:grid-cols-2 dark:border-slate-700"
    >
      {categories.map((c) => (
        <label
          key={c.category_id}
          className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
        >
          <input
            type="checkbox"
            className="h-4 w-4 accent-amber-500"
            checked={chosen.has(c.category_id)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...value, c.category_id]
                  : value.filter((id) => id !== c.category_id),
              )
            }
          />
          <span className="truncate">{c.name}</span>
          {c.is_active ? null : (
            <span className="text-xs text-slate-500 dark:text-slate-400">(inactive)</span>
          )}
        </label>
      ))}
    </div>
  );
}

/** Add or remove units (safe while customers order), or set the count outright. */
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
function ProductForm({ product }: { product?: AdminProduct }) {
  const makers = useQuery(adminCatalogueQueries.manufacturerOptions());
  const categories = useQuery(adminCatalogueQueries.categoryOptions());
  if (makers.isPending || categories.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the form">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (makers.isError || categories.isError) {
    return (
      <ErrorState
        title="Failed to load manufacturers and categories"
        message={messageOf(makers.error ?? categories.error, 'Please try again.')}
        onRetry={() => {
          void makers.refetch();
          void categories.refetch();
        }}
        retryLabel="Try Again"
      />
    );
  }
  return <ProductFormFields product={product} makers={makers.data} categories={categories.data} />;
}

function ProductFormFields({
  product,
  makers,
  categories,
}: {
  product?: AdminProduct;
  makers: AdminManufacturer[];
  categories: AdminCategory[];
}) {
  const navigate = useNavigate();
  const creating = !product;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const busy = create.isPending || update.isPending;

  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, CreateProductBody>({
    resolver: zodResolver(CreateProductBodySchema),
    defaultValues: defaultsOf(product),
  });
  const specs = useFieldArray({ control, name: 'specifications' });
  const name = useWatch({ control, name: 'name' });

  const a11y = (field: FormPath, ids: { id: string; describedBy?: string }) => ({
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': Boolean(errorOf(field)) || undefined,
  });
  const errorOf = (field: FormPath): string | undefined => {
    const parts = field.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };
  const text = (field: FormPath, reg: UseFormRegisterReturn, label: string, hint?: string) => (
    <Field label={label} error={errorOf(field)} hint={hint}>
      {(ids) => <TextInput {...reg} {...a11y(field, ids)} />}
    </Field>
  );

  const onServerError = (err: unknown) => {
    if (err instanceof ApiError && err.errors?.length) {
      for (const e of err.errors) {
        setError(e.field as FormPath, { message: e.message });
      }
    }
    showToast(messageOf(err, 'Failed to save the product'), 'error');
  };

  const onSubmit = (values: CreateProductBody) => {
    if (creating) {
      create.mutate(values, {
        onSuccess: (res) => {
          showToast('Product created');
          navigate(paths.adminProduct(res.data.product_id), { replace: true });
        },
        onError: onServerError,
      });
      return;
    }
    const { stock_quantity: _ignored, ...changes } = values;
    update.mutate(
      { id: product.product_id, body: changes },
      {
        onSuccess: (res) => {
          reset(defaultsOf(res.data));
          showToast('Product saved');
        },
        onError: onServerError,
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={creating ? 'New product' : `Edit ${product.name}`}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="space-y-5"
    >
      <Card title="Basics">
        <div className="grid gap-4 md:grid-cols-2">
          {text('name', register('name'), 'Name')}
          {text('sku', register('sku'), 'SKU', 'Part number, unique in the catalogue')}
          {text(
            'slug',
            register('slug', { setValueAs: toOptionalText }),
            'Slug (web address)',
            creating ? 'Left empty: made from the name' : 'Changing it changes the product link',
          )}
          <Field label="Manufacturer" error={errorOf('manufacturer_id')}>
            {(ids) => (
              <Select {...register('manufacturer_id')} {...a11y('manufacturer_id', ids)}>
                <option value="">Select a manufacturer</option>
                {makers.map((m) => (
                  <option key={m.manufacturer_id} value={m.manufacturer_id}>
                    {m.name}
                    {m.is_active ? '' : ' (inactive)'}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Categories" error={errorOf('category_ids')} className="md:col-span-2">
            {(ids) => (
              <Controller
                control={control}
                name="category_ids"
                render={({ field }) => (
                  <CategoryPicker
                    categories={categories}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    invalid={Boolean(errors.category_ids)}
                    describedBy={ids.describedBy}
                  />
                )}
              />
            )}
          </Field>
        </div>
      </Card>

      <Card title="Price and tax">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Price (₹, GST included)" error={errorOf('price')}>
            {(ids) => (
              <TextInput
                type="number"
                step="0.01"
                min="0"
                inputMode="decimal"
                {...register('price', { setValueAs: toNumber })}
                {...a11y('price', ids)}
              />
            )}
          </Field>
          <Field
            label="Compare-at price (₹)"
            error={errorOf('compare_at_price')}
            hint="The old price shown struck through; leave empty for none"
          >
            {(ids) => (
              <TextInput
                type="number"
                step="0.01"
                min="0"
                inputMode="decimal"
                {...register('compare_at_price', { setValueAs: toNullableNumber })}
                {...a11y('compare_at_price', ids)}
              />
            )}
          </Field>
          <Field label="GST rate (%)" error={errorOf('gst_rate')}>
            {(ids) => (
              <Select
                {...register('gst_rate', { setValueAs: toNumber })}
                {...a11y('gst_rate', ids)}
              >
                {[...new Set([...GST_RATES, Number(product?.gst_rate ?? 18)])]
                  .sort((a, b) => a - b)
                  .map((r) => (
                    <option key={r} value={r}>
                      {r}%
                    </option>
                  ))}
              </Select>
            )}
          </Field>
          {text('hsn_code', register('hsn_code'), 'HSN code', '4, 6 or 8 digits')}
          {creating ? (
            <Field label="Opening stock" error={errorOf('stock_quantity')}>
              {(ids) => (
                <TextInput
                  type="number"
                  step="1"
                  min="0"
                  inputMode="numeric"
                  {...register('stock_quantity', { setValueAs: toNumber })}
                  {...a11y('stock_quantity', ids)}
                />
              )}
            </Field>
          ) : null}
        </div>
      </Card>

      <Card title="Details">
        <div className="grid gap-4 sm:grid-cols-3">
          {text('unit', register('unit'), 'Unit', 'piece, set, metre...')}
          {text('country_of_origin', register('country_of_origin'), 'Country of origin')}
          {text('warranty', register('warranty'), 'Warranty', 'e.g. 1 year')}
        </div>
        <Field label="Description" error={errorOf('description')} className="mt-4">
          {(ids) => (
            <TextArea rows={5} {...register('description')} {...a11y('description', ids)} />
          )}
        </Field>
      </Card>

      <Card title="Specifications">
        {specs.fields.length === 0 ? (
          <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">No specifications yet.</p>
        ) : (
          <ul className="mb-3 space-y-2">
            {specs.fields.map((f, i) => (
              <li key={f.id} className="grid grid-cols-[1fr_1.5fr_auto] items-start gap-2">
                <div>
                  <TextInput
                    aria-label={`Specification ${i + 1} name`}
                    placeholder="Name, e.g. Power"
                    {...register(`specifications.${i}.name`)}
                    aria-invalid={Boolean(errors.specifications?.[i]?.name) || undefined}
                  />
                  {errors.specifications?.[i]?.name ? (
                    <p className="mt-1 text-xs text-red-600 dark:text-red-400">
                      {errors.specifications[i]?.name?.message}
                    </p>
                  ) : null}
                </div>
                <div>
                  <TextInput
                    aria-label={`Specification ${i + 1} value`}
                    placeholder="Value, e.g. 750 W"
                    {...register(`specifications.${i}.value`)}
                    aria-invalid={Boolean(errors.specifications?.[i]?.value) || undefined}
                  />
                  {errors.specifications?.[i]?.value ? (
                    <p className="mt-1 text-xs text-red-600 dark:text-red-400">
                      {errors.specifications[i]?.value?.message}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  aria-label={`Remove specification ${i + 1}`}
                  className="rounded-md p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                  onClick={() => specs.remove(i)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.specifications?.message ? (
          <p className="mb-2 text-xs text-red-600 dark:text-red-400">
            {errors.specifications.message}
          </p>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => specs.append({ name: '', value: '' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add specification
        </Button>
      </Card>

      <Card title="Pictures">
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ImageListPicker
              value={field.value ?? []}
              onChange={field.onChange}
              alt={name || 'Product'}
            />
          )}
        />
        {errors.images ? (
          <p className="mt-2 text-xs text-red-600 dark:text-red-400">
            {errors.images.message ?? 'One of the pictures is not valid'}
          </p>
        ) : null}
      </Card>

      <Card title="Visibility">
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="h-5 w-5 accent-amber-500"
              {...register('is_active')}
            />
            Active: shown in the store and can be ordered
          </label>
          <Field
            label="Display order"
            error={errorOf('display_order')}
            hint="Lower numbers come first"
          >
            {(ids) => (
              <TextInput
                type="number"
                step="1"
                min="0"
                inputMode="numeric"
                {...register('display_order', { setValueAs: toNumber })}
                {...a11y('display_order', ids)}
              />
            )}
          </Field>
        </div>
      </Card>

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        {!creating && isDirty ? (
          <span className="mr-auto text-sm text-slate-600 dark:text-slate-400">
            Unsaved changes
          </span>
        ) : null}
        <Link
          to={paths.adminProducts()}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Cancel
        </Link>
        <Button type="submit" disabled={busy}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {busy ? 'Saving...' : creating ? 'Create product' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

const backLink = (
  <Link
    to={paths.adminProducts()}
    className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to products
  </Link>
);

/** /admin/products/new and /admin/products/{id}: the product form (and stock for an existing one). */
export function ProductEditorScreen() {
  const { productId } = useParams();
  const creating = !productId || productId === 'new';
  const query = useQuery({
    ...adminCatalogueQueries.product(productId ?? ''),
    enabled: !creating,
  });
  const product = query.data;
  usePageMeta(
    creating ? 'New product – Staff console' : `${product?.name ?? 'Product'} – Staff console`,
  );

  if (creating) {
    return (
      <div className="space-y-4">
        {backLink}
        <h2 className="text-xl font-bold">New product</h2>
        <ProductForm />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading product">
        {backLink}
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (query.isError || !product) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {backLink}
        <ErrorState
          title={missing ? 'Product not found' : 'Failed to load the product'}
          message={missing ? undefined : messageOf(query.error, 'Please try again.')}
          onRetry={missing ? undefined : () => void query.refetch()}
          retryLabel="Try Again"
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold">{product.name}</h2>
        <ActivePill active={product.is_active} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        SKU {product.sku} · Last changed {formatDateTime(product.updated_at)}
      </p>
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <ProductForm key={product.product_id} product={product} />
        <aside className="order-first space-y-5 lg:order-none">
          <StockCard product={product} />
        </aside>
      </div>
    </div>
  );
}
