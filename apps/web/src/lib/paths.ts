/** Every web route, typed: never scatter path literals. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  contact: () => '/contact',
  terms: () => '/terms',
  privacy: () => '/privacy',
  returns: () => '/returns',
  shipping: () => '/shipping',
  grievance: () => '/grievance',
  categoryMakers: (categoryId: string) => `/manufacturers/${encodeURIComponent(categoryId)}`,
  /** The makers' pages (the URL keeps the spec's /companies/). */
  makers: (type = 'all') => `/companies/${encodeURIComponent(type)}`,
  products: (type: string, makerId: string) =>
    `/products/${encodeURIComponent(type)}/${encodeURIComponent(makerId)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  productBySku: (sku: string) => `/product/sku/${encodeURIComponent(sku)}`,
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  searchResults: (q: string, type?: string) =>
    `/search-results?${new URLSearchParams(type ? { q, type } : { q }).toString()}`,
  login: () => '/login',
  register: () => '/register',
  cart: () => '/cart',
  quickOrder: () => '/quick-order',
  wishlist: () => '/wishlist',
  checkout: () => '/checkout',
  orderConfirmation: (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`,
  orders: () => '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  profile: () => '/profile',
  profileSettings: () => '/profile-settings',
  admin: () => '/admin',
  accountCompany: () => '/account/company',
  accountQuotes: () => '/account/quotes',
  /** Buying lists (decisions.md §23): the route comes with the lists screen. */
  accountLists: () => '/account/lists',
} as const;
