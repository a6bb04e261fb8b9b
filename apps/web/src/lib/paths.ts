/** Every web route, typed: never scatter path literals. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  contact: () => '/contact',
  categoryMakers: (categoryId: string) => `/manufacturers/${encodeURIComponent(categoryId)}`,
  companies: (type = 'all') => `/companies/${encodeURIComponent(type)}`,
  products: (type: string, companyId: string) =>
    `/products/${encodeURIComponent(type)}/${encodeURIComponent(companyId)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  productBySku: (sku: string) => `/product/sku/${encodeURIComponent(sku)}`,
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  searchResults: (q: string, type?: string) =>
    `/search-results?${new URLSearchParams(type ? { q, type } : { q }).toString()}`,
  login: () => '/login',
  register: () => '/register',
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  checkout: () => '/checkout',
  orderConfirmation: (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`,
  orders: () => '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  profile: () => '/profile',
  profileSettings: () => '/profile-settings',
  admin: () => '/admin',
} as const;
