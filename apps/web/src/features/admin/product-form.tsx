import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type {
  AdminCategory,
  AdminManufacturer,
  AdminProduct,
  CreateProductBody,
} from '@store/contract';
import { CreateProductBodySchema } from '@store/contract/admin';
import { UQC_CODES, UQC_VALUES } from '@store/contract/reports';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { ApiError, messageOf } from '../../lib/api-client';
import { adminPaths } from '../../lib/admin-paths';
import { showToast } from '../../lib/toast';
import { adminCatalogueQueries, useCreateProduct, useUpdateProduct } from './admin-catalogue.api';
import { Field, Select, TextArea, TextInput } from '../../components/ui/form-controls';
import { ImageListPicker } from './image-picker';
import { CategoryPicker } from './category-picker';
import { QuantityTermsFields } from './quantity-terms-fields';
import { Card } from './product-form-card';
import { SpecificationsFields } from './specifications-fields';
import {
  defaultsOf,
  GST_RATES,
  toNullableNumber,
  toNumber,
  toOptionalText,
  type FormInput,
  type FormPath,
} from './product-form-values';

/* The staff product form: create and edit, validated with the contract's schema. */

export function ProductForm({ product }: { product?: AdminProduct }) {
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

  const amount = (
    field: 'price' | 'compare_at_price' | 'stock_quantity' | 'reorder_level',
    label: string,
    opts: { whole?: boolean; nullable?: boolean; hint?: string } = {},
  ) => (
    <Field label={label} error={errorOf(field)} hint={opts.hint}>
      {(ids) => (
        <TextInput
          type="number"
          step={opts.whole ? '1' : '0.01'}
          min="0"
          inputMode={opts.whole ? 'numeric' : 'decimal'}
          {...register(field, { setValueAs: opts.nullable ? toNullableNumber : toNumber })}
          {...a11y(field, ids)}
        />
      )}
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
          navigate(adminPaths.adminProduct(res.data.product_id), { replace: true });
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
          {amount('price', 'Price (₹, GST included)')}
          {amount('compare_at_price', 'Compare-at price (₹)', {
            nullable: true,
            hint: 'The old price shown struck through; leave empty for none',
          })}
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
          {creating ? amount('stock_quantity', 'Opening stock', { whole: true }) : null}
          {amount('reorder_level', 'Reorder level', { whole: true, hint: '0: none' })}
        </div>
      </Card>

      <QuantityTermsFields control={control} register={register} errors={errors} />

      <Card title="Details">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Unit (GST UQC)"
            error={errorOf('unit')}
            hint="The unit quantity code of the HSN summary in GST returns"
          >
            {(ids) => (
              <Select {...register('unit')} {...a11y('unit', ids)}>
                {UQC_VALUES.map((code) => (
                  <option key={code} value={code}>
                    {code}: {UQC_CODES[code]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {text('country_of_origin', register('country_of_origin'), 'Country of origin')}
          {text('warranty', register('warranty'), 'Warranty', 'e.g. 1 year')}
        </div>
        <Field label="Description" error={errorOf('description')} className="mt-4">
          {(ids) => (
            <TextArea rows={5} {...register('description')} {...a11y('description', ids)} />
          )}
        </Field>
      </Card>

      <SpecificationsFields control={control} register={register} errors={errors} />

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
          to={adminPaths.adminProducts()}
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
