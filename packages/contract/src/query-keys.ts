/*
 * The storefront's data-cache keys (TanStack Query), one definition for both sides: the web's
 * query factories ask with them, and the server's first screen embeds its answers under them
 * (apps/server/src/plugins/first-screen.ts), so a server-rendered page hydrates from the same
 * entries the client would have fetched (docs/decisions/140). Pure arrays, no zod: the web
 * imports them from `@store/contract/query-keys` on its first screens.
 */

export const queryKeys = {
  company: () => ['company'] as const,
  categories: {
    all: () => ['categories'] as const,
    active: () => ['categories', 'active'] as const,
    detail: (idOrSlug: string) => ['categories', 'detail', idOrSlug] as const,
    makers: (categoryId: string) => ['categories', 'makers', categoryId] as const,
  },
  makers: {
    all: () => ['manufacturers'] as const,
    active: <P extends object>(params: P) => ['manufacturers', 'active', params] as const,
    detail: (idOrSlug: string) => ['manufacturers', 'detail', idOrSlug] as const,
  },
  products: {
    all: () => ['products'] as const,
    detail: (slug: string) => ['products', 'detail', slug] as const,
    bySku: (sku: string) => ['products', 'sku', sku] as const,
    search: <P extends object>(params: P) => ['products', 'search', params] as const,
  },
  search: {
    all: () => ['search'] as const,
    dropdown: (q: string) => ['search', 'dropdown', q] as const,
    results: <P extends object>(params: P) => ['search', 'results', params] as const,
  },
};
