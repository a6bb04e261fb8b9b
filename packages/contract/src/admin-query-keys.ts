/*
 * The staff console's data-cache keys: every key starts with 'admin'. Kept apart from
 * `queryKeys` (query-keys.ts) so the storefront's initial JavaScript does not carry them: only
 * the staff chunk imports this file (docs/decisions/131).
 */
export const adminQueryKeys = {
  all: () => ['admin'] as const,
  orders: {
    all: () => ['admin', 'orders'] as const,
    lists: () => ['admin', 'orders', 'list'] as const,
    list: <P extends object>(params: P) => ['admin', 'orders', 'list', params] as const,
    detail: (orderId: string) => ['admin', 'orders', 'detail', orderId] as const,
  },
  payments: {
    all: () => ['admin', 'payments'] as const,
    queue: (queue: string, index: number) => ['admin', 'payments', queue, index] as const,
  },
  returns: {
    all: () => ['admin', 'returns'] as const,
    list: <P extends object>(params: P) => ['admin', 'returns', 'list', params] as const,
  },
  companies: {
    all: () => ['admin', 'companies'] as const,
    list: (index: number) => ['admin', 'companies', index] as const,
    account: (companyId: string) => ['admin', 'companies', 'account', companyId] as const,
  },
  quotes: {
    all: () => ['admin', 'quotes'] as const,
    list: <P extends object>(params: P) => ['admin', 'quotes', 'list', params] as const,
    detail: (quoteId: string) => ['admin', 'quotes', 'detail', quoteId] as const,
  },
  reports: {
    all: () => ['admin', 'reports'] as const,
    gstr1: (month: string) => ['admin', 'reports', 'gstr1', month] as const,
    sales: <P extends object>(params: P) => ['admin', 'reports', 'sales', params] as const,
    lowStock: (index: number) => ['admin', 'reports', 'low-stock', index] as const,
  },
};
