/**
 * The staff console's typed paths (/admin/...), apart from `paths` so the storefront's initial
 * JavaScript does not carry them: only the staff chunk imports this file (docs/decisions/131).
 * `paths.admin()` (the console's door, in the profile menu) stays in paths.ts.
 */
export const adminPaths = {
  adminOrders: () => '/admin/orders',
  adminOrder: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  adminPayments: () => '/admin/payments',
  adminReturns: () => '/admin/returns',
  adminProducts: () => '/admin/products',
  adminNewProduct: () => '/admin/products/new',
  adminProductsImport: () => '/admin/products/import',
  adminProduct: (productId: string) => `/admin/products/${encodeURIComponent(productId)}`,
  adminCategories: () => '/admin/categories',
  adminManufacturers: () => '/admin/manufacturers',
  adminMail: () => '/admin/mail',
  adminDelivery: () => '/admin/delivery',
  adminReports: () => '/admin/reports',
  adminCompanies: () => '/admin/companies',
  adminPriceLists: () => '/admin/price-lists',
  adminReportsGst: () => '/admin/reports/gst',
  adminReportsSales: () => '/admin/reports/sales',
  adminReportsLowStock: () => '/admin/reports/low-stock',
  adminReportsTally: () => '/admin/reports/tally',
  adminSearchSynonyms: () => '/admin/search-synonyms',
  adminEInvoices: () => '/admin/e-invoices',
} as const;
