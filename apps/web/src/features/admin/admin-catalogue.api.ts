import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveFilter,
  AdminCategory,
  AdminManufacturer,
  AdminProduct,
  AdminProductRow,
  CreateCategoryBody,
  CreateManufacturerBody,
  CreateProductBody,
  Page,
  StockAdjustmentBody,
  UpdateCategoryBody,
  UpdateManufacturerBody,
  UpdateProductBody,
  UploadedImage,
} from '@store/contract';
import { api } from '../../lib/api-client';

export const ADMIN_PAGE_SIZE = 20;
/** store-spec.md › Business constants and limits: image URLs are cached for 50 minutes. */
const IMAGE_URL_CACHE_MS = 3_000_000;

export interface AdminListParams {
  q?: string;
  active: ActiveFilter;
  index: number;
}

type Kind = 'products' | 'categories' | 'manufacturers';

const listOf =
  <T>(kind: Kind) =>
  async (params: AdminListParams, signal?: AbortSignal, limit = ADMIN_PAGE_SIZE) =>
    (await api.get<Page<T>>(`/admin/${kind}`, { query: { ...params, limit }, signal })).data;

export const fetchAdminProducts = listOf<AdminProductRow>('products');
export const fetchAdminCategories = listOf<AdminCategory>('categories');
export const fetchAdminManufacturers = listOf<AdminManufacturer>('manufacturers');

/** Every row of a staff list (for the pickers of the product form), 100 at a time. */
async function fetchEvery<T>(
  fetchPage: (p: AdminListParams, s?: AbortSignal, limit?: number) => Promise<Page<T>>,
  signal?: AbortSignal,
): Promise<T[]> {
  const all: T[] = [];
  for (let index = 0; index < 50; index += 1) {
    const page = await fetchPage({ active: 'all', index }, signal, 100);
    all.push(...page.content);
    if (index + 1 >= page.total_pages) break;
  }
  return all;
}

export async function fetchAdminProduct(id: string, signal?: AbortSignal) {
  return (await api.get<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { signal }))
    .data;
}

export const adminCatalogueQueries = {
  all: () => ['admin', 'catalogue'] as const,
  kind: (kind: Kind) => ['admin', 'catalogue', kind] as const,
  products: (params: AdminListParams) =>
    queryOptions({
      queryKey: ['admin', 'catalogue', 'products', 'list', params] as const,
      queryFn: ({ signal }) => fetchAdminProducts(params, signal),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  product: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'catalogue', 'products', 'detail', id] as const,
      queryFn: ({ signal }) => fetchAdminProduct(id, signal),
      staleTime: 10_000,
    }),
  /** Categories or makers (the same staff screen shows either). */
  groups: (kind: 'categories' | 'manufacturers', params: AdminListParams) =>
    queryOptions({
      queryKey: ['admin', 'catalogue', kind, 'list', params] as const,
      queryFn: ({ signal }): Promise<Page<AdminCategory | AdminManufacturer>> =>
        kind === 'categories'
          ? fetchAdminCategories(params, signal)
          : fetchAdminManufacturers(params, signal),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  /** Every category and maker, for the product form's pickers. */
  categoryOptions: () =>
    queryOptions({
      queryKey: ['admin', 'catalogue', 'categories', 'every'] as const,
      queryFn: ({ signal }) => fetchEvery(fetchAdminCategories, signal),
      staleTime: 60_000,
    }),
  manufacturerOptions: () =>
    queryOptions({
      queryKey: ['admin', 'catalogue', 'manufacturers', 'every'] as const,
      queryFn: ({ signal }) => fetchEvery(fetchAdminManufacturers, signal),
      staleTime: 60_000,
    }),
  imageUrl: (objectKey: string) =>
    queryOptions({
      queryKey: ['admin', 'image-url', objectKey] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get<{ presigned_url: string }>('/products/images', {
            query: { objectKey },
            auth: false,
            signal,
          })
        ).data.presigned_url,
      staleTime: IMAGE_URL_CACHE_MS,
      gcTime: IMAGE_URL_CACHE_MS,
    }),
};

function useCatalogueMutation<I, O>(kind: Kind, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminCatalogueQueries.kind(kind) });
      // Product rows show maker and category names: refresh them after those change too.
      if (kind !== 'products') {
        await client.invalidateQueries({ queryKey: adminCatalogueQueries.kind('products') });
      }
    },
  });
}

export const useCreateProduct = () =>
  useCatalogueMutation('products', async (body: CreateProductBody) =>
    api.post<AdminProduct>('/admin/products', body),
  );
export const useUpdateProduct = () =>
  useCatalogueMutation('products', async (input: { id: string; body: UpdateProductBody }) =>
    api.patch<AdminProduct>(`/admin/products/${encodeURIComponent(input.id)}`, input.body),
  );
export const useAdjustStock = () =>
  useCatalogueMutation('products', async (input: { id: string; body: StockAdjustmentBody }) =>
    api.post<AdminProduct>(`/admin/products/${encodeURIComponent(input.id)}/stock`, input.body),
  );

export const useSaveCategory = () =>
  useCatalogueMutation(
    'categories',
    async (input: { id: string | null; body: CreateCategoryBody | UpdateCategoryBody }) =>
      input.id
        ? api.patch<AdminCategory>(`/admin/categories/${encodeURIComponent(input.id)}`, input.body)
        : api.post<AdminCategory>('/admin/categories', input.body),
  );
export const useSaveManufacturer = () =>
  useCatalogueMutation(
    'manufacturers',
    async (input: { id: string | null; body: CreateManufacturerBody | UpdateManufacturerBody }) =>
      input.id
        ? api.patch<AdminManufacturer>(
            `/admin/manufacturers/${encodeURIComponent(input.id)}`,
            input.body,
          )
        : api.post<AdminManufacturer>('/admin/manufacturers', input.body),
  );

/** POST /admin/images: the server checks the type by the file's content and the 5 MB limit. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post<UploadedImage>('/admin/images', form)).data;
}

export function useUploadImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: (img) => {
      client.setQueryData(adminCatalogueQueries.imageUrl(img.object_key).queryKey, img.preview_url);
    },
  });
}
