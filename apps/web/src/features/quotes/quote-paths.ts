import { paths } from '../../lib/paths';

/** The quote screens' routes (the account menu's "My quotes" is lib/paths.ts's accountQuotes). */
export const quotePaths = {
  adminQuotes: () => '/admin/quotes',
  adminQuote: (quoteId: string) => `/admin/quotes/${encodeURIComponent(quoteId)}`,
  accountQuotes: paths.accountQuotes,
  accountQuote: (quoteId: string) => `/account/quotes/${encodeURIComponent(quoteId)}`,
  quoteCheckout: (quoteId: string) => `/checkout?quote=${encodeURIComponent(quoteId)}`,
} as const;
