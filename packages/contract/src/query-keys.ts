/*
 * The data-cache keys (TanStack Query), one definition for both sides: the web's query
 * factories ask with them, and the server's first screen embeds its answers under them
 * (apps/server/src/plugins/first-screen.ts), so a server-rendered page hydrates from the same
 * entries the client would have fetched (docs/decisions/140). Pure arrays, no zod: the web
 * imports them from `@store/contract/query-keys` on its first screens. Every key the web asks
 * with is built here (orders, payments and the staff screens too): no key literal elsewhere.
 */

export const queryKeys = {
  /** The shop's own details (GET /api/company: the key keeps the route's word). */
  shop: () => ['company'] as const,
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
  /** A customer's orders; keyed by the signed-in user so another sign-in never sees them. */
  orders: {
    /** Whoever is signed in: after placing an order or paying, every orders entry is stale. */
    everyone: () => ['orders'] as const,
    all: (userId: string | null) => ['orders', userId] as const,
    lists: (userId: string | null) => ['orders', userId, 'list'] as const,
    list: (userId: string | null, page: { index: number; limit: number }) =>
      ['orders', userId, 'list', page] as const,
    detail: (userId: string | null, orderId: string) =>
      ['orders', userId, 'detail', orderId] as const,
    /** An order's returns live under its detail key: the order's live events refresh them. */
    returns: (userId: string | null, orderId: string) =>
      ['orders', userId, 'detail', orderId, 'returns'] as const,
    returnEligibility: (userId: string | null, orderId: string) =>
      ['orders', userId, 'detail', orderId, 'return-eligibility'] as const,
  },
  /** A customer's returns across orders (My Orders' badges). */
  returns: {
    mine: (userId: string | null) => ['returns', userId, 'mine'] as const,
  },
  /** The caller's business account (decisions.md › §16); keyed by the signed-in user. */
  companies: {
    all: (userId: string | null) => ['companies', userId] as const,
    mine: (userId: string | null) => ['companies', userId, 'mine'] as const,
    orders: (userId: string | null, index: number) =>
      ['companies', userId, 'orders', index] as const,
    /** The company's branches (decisions.md › §23). */
    branches: (userId: string | null) => ['companies', userId, 'branches'] as const,
    statement: (userId: string | null, from: string, to: string) =>
      ['companies', userId, 'statement', from, to] as const,
  },
  /** A customer's buying lists and their company's shared ones (decisions.md › §23). */
  lists: {
    all: (userId: string | null) => ['lists', userId] as const,
    detail: (userId: string | null, listId: string) => ['lists', userId, listId] as const,
  },
  /** A customer's quotes (decisions.md › Request for quote). */
  quotes: {
    all: (userId: string | null) => ['quotes', userId] as const,
    mine: (userId: string | null) => ['quotes', userId, 'mine'] as const,
    detail: (userId: string | null, quoteId: string) =>
      ['quotes', userId, 'detail', quoteId] as const,
  },
  payments: {
    productGst: (slug: string) => ['payments', 'product-gst', slug] as const,
    upiQr: (uri: string) => ['payments', 'upi-qr', uri] as const,
  },
};
