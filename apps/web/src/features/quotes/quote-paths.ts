/** The quote screens' routes (kept out of lib/paths.ts, which is in the entry chunk). */
export const quotePaths = {
  adminQuotes: () => '/admin/quotes',
  adminQuote: (quoteId: string) => `/admin/quotes/${encodeURIComponent(quoteId)}`,
  accountQuotes: () => '/account/quotes',
  accountQuote: (quoteId: string) => `/account/quotes/${encodeURIComponent(quoteId)}`,
  quoteCheckout: (quoteId: string) => `/checkout?quote=${encodeURIComponent(quoteId)}`,
} as const;
