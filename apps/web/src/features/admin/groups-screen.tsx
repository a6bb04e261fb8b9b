import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import type { AdminCategory, AdminManufacturer } from '@store/contract';
import {
  ACTIVE_FILTERS,
  CreateCategoryBodySchema,
  CreateManufacturerBodySchema,
} from '@store/contract/admin';
import { Button } from '../../components/ui/button';
import { ApiError, messageOf } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { adminCatalogueQueries, useSaveCategory, useSaveManufacturer } from './admin-catalogue.api';
import { AdminImage } from './admin-image';
import { Field, TextArea, TextInput } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { ActivePill } from '../../components/ui/pills';
import { ScreenHeader } from '../../components/ui/screen-header';
import { dataRowClass, type Column } from '../../components/ui/data-table';
import { ListFilters, StaffList } from '../../components/staff/staff-list';
import { ACTIVE_OPTIONS } from './active-filter';
import { SingleImagePicker } from './image-picker';
import { useListParams } from '../../components/staff/use-list-params';

const GROUP_COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Products', align: 'right' },
  { label: 'Order', align: 'right' },
  { label: 'State' },
  { label: 'Actions', hidden: true },
];

/** A category or a maker: the same screen, with a picture (image or logo) each. */
type Kind = 'categories' | 'manufacturers';
interface Row {
  id: string;
  name: string;
  slug: string;
  description: string;
  picture: string | null;
  display_order: number;
  is_active: boolean;
  product_count: number;
}
const rowOf = (r: AdminCategory | AdminManufacturer): Row =>
  'category_id' in r
    ? { ...r, id: r.category_id, picture: r.image_key }
    : { ...r, id: r.manufacturer_id, picture: r.logo_key };

const KINDS = {
  categories: {
    title: 'Categories',
    one: 'category',
    subtitle: 'The groups of the Product menu and the home page.',
    picture: 'image_key',
    pictureLabel: 'Image',
    schema: CreateCategoryBodySchema,
  },
  manufacturers: {
    title: 'Manufacturers',
    one: 'manufacturer',
    subtitle: 'The makers (brands) customers browse by.',
    picture: 'logo_key',
    pictureLabel: 'Logo',
    schema: CreateManufacturerBodySchema,
  },
} as const;

interface FormValues {
  name: string;
  slug?: string;
  description?: string;
  image_key?: string | null;
  logo_key?: string | null;
  display_order?: number;
  is_active?: boolean;
}

const toOptionalText = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const toNumber = (v: unknown) => (v === '' || v == null ? undefined : Number(v));

function GroupForm({ kind, row, onDone }: { kind: Kind; row: Row | null; onDone: () => void }) {
  const cfg = KINDS[kind];
  const saveCategory = useSaveCategory();
  const saveMaker = useSaveManufacturer();
  const saving = saveCategory.isPending || saveMaker.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(cfg.schema) as unknown as Resolver<FormValues>,
    defaultValues: row
      ? {
          name: row.name,
          slug: row.slug,
          description: row.description,
          [cfg.picture]: row.picture,
          display_order: row.display_order,
          is_active: row.is_active,
        }
      : { name: '', description: '', [cfg.picture]: null, display_order: 0, is_active: true },
  });

  const onSubmit = (values: FormValues) => {
    const options = {
      onSuccess: () => {
        showToast(row ? `${values.name} saved` : `${values.name} created`);
        onDone();
      },
      onError: (err: unknown) => {
        if (err instanceof ApiError) {
          for (const e of err.errors ?? []) {
            setError(e.field as FieldPath<FormValues>, { message: e.message });
          }
        }
        showToast(messageOf(err, `Failed to save the ${cfg.one}`), 'error');
      },
    };
    if (kind === 'categories') saveCategory.mutate({ id: row?.id ?? null, body: values }, options);
    else saveMaker.mutate({ id: row?.id ?? null, body: values }, options);
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...register('name')}
          />
        )}
      </Field>
      <Field
        label="Slug (web address)"
        error={errors.slug?.message}
        hint={row ? 'Changing it changes the page link' : 'Left empty: made from the name'}
      >
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...register('slug', { setValueAs: toOptionalText })}
          />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {({ id, describedBy, invalid }) => (
          <TextArea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...register('description')}
          />
        )}
      </Field>
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
          {cfg.pictureLabel}
        </p>
        <Controller
          control={control}
          name={cfg.picture}
          render={({ field }) => (
            <SingleImagePicker
              value={field.value ?? null}
              onChange={field.onChange}
              alt={`${cfg.pictureLabel} of the ${cfg.one}`}
            />
          )}
        />
        {errors[cfg.picture]?.message ? (
          <p className="mt-1 text-xs text-red-600 dark:text-red-400">
            {errors[cfg.picture]?.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Display order" error={errors.display_order?.message} hint="Lower first">
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              type="number"
              step={1}
              min={0}
              inputMode="numeric"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...register('display_order', { setValueAs: toNumber })}
            />
          )}
        </Field>
        <label className="flex items-center gap-3 self-center text-sm font-medium">
          <input type="checkbox" className="h-5 w-5 accent-amber-500" {...register('is_active')} />
          Active (shown in the store)
        </label>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : row ? 'Save changes' : `Create ${cfg.one}`}
        </Button>
      </div>
    </form>
  );
}

/** Staff list of categories or makers, inactive ones too, with create and edit. */
export function GroupsScreen({ kind }: { kind: Kind }) {
  const cfg = KINDS[kind];
  usePageMeta(`${cfg.title} – Staff console`);
  const list = useListParams('active', ACTIVE_FILTERS, 'all');
  const { filter: active, q, index } = list;
  const params = { q: q || undefined, active, index };
  const query = useQuery(adminCatalogueQueries.groups(kind, params));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <section>
      <ScreenHeader
        title={cfg.title}
        subtitle={cfg.subtitle}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New {cfg.one}
          </Button>
        }
      />
      <ListFilters options={ACTIVE_OPTIONS} params={list} searchLabel={`Search ${kind}`} />
      <StaffList
        query={query}
        noun={kind}
        skeleton={{ rows: 5, rowClass: 'h-12 w-full' }}
        empty={{
          icon: <Layers className="h-10 w-10" aria-hidden="true" />,
          title: q || active !== 'all' ? `No ${kind} match` : `No ${kind} yet`,
        }}
        table={{
          caption: cfg.title,
          minWidth: 600,
          columns: GROUP_COLUMNS,
        }}
        params={list}
      >
        {(items) => (
          <>
            {items.map(rowOf).map((r) => (
              <tr key={r.id} className={dataRowClass}>
                <td className="px-4 py-2.5">
                  <div className="flex items-center gap-3">
                    <AdminImage objectKey={r.picture} alt={r.name} size={40} />
                    <div>
                      <div className="font-medium">{r.name}</div>
                      <div className="text-xs text-slate-500 dark:text-slate-400">/{r.slug}</div>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-2.5 text-right tabular-nums">{r.product_count}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{r.display_order}</td>
                <td className="px-4 py-2.5">
                  <ActivePill active={r.is_active} />
                </td>
                <td className="px-4 py-2.5 text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${r.name}`}
                    onClick={() => setEditing(r)}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </>
        )}
      </StaffList>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={editing === 'new' ? `New ${cfg.one}` : `Edit ${editing?.name ?? cfg.one}`}
        wide
      >
        {editing !== null ? (
          <GroupForm
            key={editing === 'new' ? 'new' : editing.id}
            kind={kind}
            row={editing === 'new' ? null : editing}
            onDone={close}
          />
        ) : null}
      </Modal>
    </section>
  );
}
