/**
 * Test-only table from an API route (method + path pattern under /api) to the contract's
 * response schema the server declares for it (the `response` of each apps/server route). The
 * api-client's answer check (./contract-check.ts) and the shared handlers (./handlers/*) read
 * it, so a fixture or a per-test override that drifts from the contract fails the test.
 * Order matters where patterns overlap: the fixed segment first (`/products/search` before
 * `/products/:slug`).
 */
import { BranchListResponseSchema, BranchResponseSchema } from '@store/contract/branches';
import {
  BuyingListResponseSchema,
  BuyingListsResponseSchema,
  ListToCartResponseSchema,
} from '@store/contract/buying-lists';
import {
  AdminReturnPageSchema,
  AdminReturnResponseSchema,
  ReturnEligibilityResponseSchema,
  ReturnListResponseSchema,
  ReturnPageSchema,
  ReturnPhotoUploadResponseSchema,
  ReturnResponseSchema,
} from '@store/contract/returns';
import {
  AdminCategoryPageSchema,
  AdminCategoryResponseSchema,
  AdminManufacturerPageSchema,
  AdminManufacturerResponseSchema,
  AdminProductPageSchema,
  AdminProductResponseSchema,
  UploadedImageResponseSchema,
} from '@store/contract/admin';
import {
  AdminCompanyPageSchema,
  AdminCompanyResponseSchema,
  CompanyResponseSchema,
  MyCompanyResponseSchema,
} from '@store/contract/companies';
import {
  CompanyAccountResponseSchema,
  ReceiptResponseSchema,
  StatementResponseSchema,
} from '@store/contract/receipts';
import { MemberPricesResponseSchema } from '@store/contract/price-lists';
import {
  SynonymDeletedResponseSchema,
  SynonymListResponseSchema,
  SynonymResponseSchema,
} from '@store/contract/search-synonyms';
import {
  AdminMailPageSchema,
  OutboxMailResponseSchema,
  StockAlertResponseSchema,
} from '@store/contract/mail';
import {
  AdminOrderPageSchema,
  AdminOrderResponseSchema,
  OrderPageSchema,
  OrderResponseSchema,
} from '@store/contract/orders';
import { CartResponseSchema } from '@store/contract/cart';
import {
  CategoryListSchema,
  CategoryResponseSchema,
  ImageResponseSchema,
  ManufacturerListSchema,
  ManufacturerPageSchema,
  ManufacturerResponseSchema,
  ProductResponseSchema,
  ProductSearchResponseSchema,
  SearchResponseSchema,
} from '@store/contract/catalogue';
import { ShopDetailsSchema } from '@store/contract/shop';
import {
  DeliverySettingsResponseSchema,
  PincodeInfoResponseSchema,
} from '@store/contract/delivery';
import { envelope, MessageOnlySchema } from '@store/contract/common';
import { ImportReportResponseSchema } from '@store/contract/catalogue-bulk';
import { LegalInfoResponseSchema } from '@store/contract/legal';
import {
  LoginResponseSchema,
  LogoutResponseSchema,
  ProfileResponseSchema,
  RegisterResponseSchema,
  RotateResponseSchema,
} from '@store/contract/accounts';
import { PaymentQueuePageSchema } from '@store/contract/payments-admin';
import { QuotePageSchema, QuoteResponseSchema } from '@store/contract/quotes';
import { PollResponseSchema } from '@store/contract/events';
import {
  SavedAddressListResponseSchema,
  SavedAddressResponseSchema,
} from '@store/contract/addresses';
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ContractRoute {
  method: Method;
  /** Path under /api, `:name` for one segment. */
  path: string;
  /** The success answer's envelope schema. */
  schema: z.ZodType;
}

const route = (method: Method, path: string, schema: z.ZodType): ContractRoute => ({
  method,
  path,
  schema,
});

export const CONTRACT_ROUTES: readonly ContractRoute[] = [
  // catalogue (storefront)
  route('GET', '/categories/active', CategoryListSchema),
  route('GET', '/categories/:idOrSlug/manufacturers', ManufacturerListSchema),
  route('GET', '/categories/:idOrSlug', CategoryResponseSchema),
  route('GET', '/manufacturers/active', ManufacturerPageSchema),
  route('GET', '/manufacturers/:idOrSlug', ManufacturerResponseSchema),
  route('GET', '/products/search', ProductSearchResponseSchema),
  route('GET', '/products/images', ImageResponseSchema),
  route('GET', '/products/sku/:sku', ProductResponseSchema),
  route('GET', '/products/:slug', ProductResponseSchema),
  route('GET', '/search', SearchResponseSchema),
  // cart and wishlist, stock alerts
  route('GET', '/cart/:cartType', CartResponseSchema),
  route('POST', '/cart/items', CartResponseSchema),
  route('PUT', '/cart/items/:id', CartResponseSchema),
  route('DELETE', '/cart/items/:id', CartResponseSchema),
  route('GET', '/stock-alerts/:id', StockAlertResponseSchema),
  route('PUT', '/stock-alerts/:id', StockAlertResponseSchema),
  route('DELETE', '/stock-alerts/:id', StockAlertResponseSchema),
  // accounts, profile, saved addresses
  route('POST', '/auth/register', RegisterResponseSchema),
  route('POST', '/auth/login', LoginResponseSchema),
  route('POST', '/auth/rotate-tokens', RotateResponseSchema),
  route('POST', '/auth/logout', LogoutResponseSchema),
  route('POST', '/auth/logout-all-devices', LogoutResponseSchema),
  route('GET', '/auth/profile', ProfileResponseSchema),
  route('PATCH', '/auth/profile', ProfileResponseSchema),
  route('POST', '/auth/profile/update', ProfileResponseSchema),
  route('GET', '/addresses', SavedAddressListResponseSchema),
  route('GET', '/addresses/:id', SavedAddressResponseSchema),
  route('POST', '/addresses', SavedAddressResponseSchema),
  route('PUT', '/addresses/:id', SavedAddressResponseSchema),
  route('DELETE', '/addresses/:id', MessageOnlySchema),
  // business accounts (decisions.md › §16)
  route('GET', '/companies/mine/statement', StatementResponseSchema),
  route('GET', '/companies/mine/orders', OrderPageSchema),
  route('GET', '/companies/mine/prices', MemberPricesResponseSchema),
  route('GET', '/companies/mine', MyCompanyResponseSchema),
  route('POST', '/companies', CompanyResponseSchema),
  route('POST', '/companies/mine/members', CompanyResponseSchema),
  route('PATCH', '/companies/mine/members/:id', CompanyResponseSchema),
  route('DELETE', '/companies/mine/members/:id', MyCompanyResponseSchema),
  route('GET', '/companies/mine/branches', BranchListResponseSchema),
  route('POST', '/companies/mine/branches', BranchResponseSchema),
  route('PATCH', '/companies/mine/branches/:id', BranchResponseSchema),
  route('DELETE', '/companies/mine/branches/:id', MessageOnlySchema),
  // buying lists (decisions.md › §23)
  route('GET', '/lists', BuyingListsResponseSchema),
  route('POST', '/lists', BuyingListResponseSchema),
  route('GET', '/lists/:id', BuyingListResponseSchema),
  route('PATCH', '/lists/:id', BuyingListResponseSchema),
  route('DELETE', '/lists/:id', MessageOnlySchema),
  route('POST', '/lists/:id/to-cart', ListToCartResponseSchema),
  route('POST', '/orders/:id/approve', OrderResponseSchema),
  route('POST', '/orders/:id/reject', OrderResponseSchema),
  route('GET', '/admin/companies', AdminCompanyPageSchema),
  route('PATCH', '/admin/companies/:id', AdminCompanyResponseSchema),
  // what a company owes (decisions.md › §24)
  route('GET', '/admin/companies/:id/account', CompanyAccountResponseSchema),
  route('POST', '/admin/companies/:id/receipts', ReceiptResponseSchema),
  // orders, checkout, payments, delivery, live updates
  route('POST', '/orders', OrderResponseSchema),
  route('POST', '/orders/buy-again', OrderResponseSchema),
  route('GET', '/orders/my-orders', OrderPageSchema),
  route('GET', '/orders/:id', OrderResponseSchema),
  route('PUT', '/orders/:id/cancel', OrderResponseSchema),
  route('POST', '/orders/:id/payment-reference', OrderResponseSchema),
  route('GET', '/pincodes/:pincode', PincodeInfoResponseSchema),
  route('GET', '/polling/user/events', PollResponseSchema),
  route('GET', '/legal', LegalInfoResponseSchema),
  route('GET', '/company', envelope(ShopDetailsSchema)),
  // requests for quote (decisions.md › Request for quote)
  route('GET', '/quotes', QuotePageSchema),
  route('POST', '/quotes', QuoteResponseSchema),
  route('GET', '/quotes/:id', QuoteResponseSchema),
  route('POST', '/quotes/:id/decline', QuoteResponseSchema),
  route('POST', '/quotes/:id/request-again', QuoteResponseSchema),
  route('POST', '/quotes/:id/order', OrderResponseSchema),
  route('GET', '/admin/quotes', QuotePageSchema),
  route('GET', '/admin/quotes/:id', QuoteResponseSchema),
  route('PATCH', '/admin/quotes/:id', QuoteResponseSchema),
  // staff (/api/admin)
  route('GET', '/admin/categories', AdminCategoryPageSchema),
  route('POST', '/admin/categories', AdminCategoryResponseSchema),
  route('PATCH', '/admin/categories/:id', AdminCategoryResponseSchema),
  route('GET', '/admin/manufacturers', AdminManufacturerPageSchema),
  route('POST', '/admin/manufacturers', AdminManufacturerResponseSchema),
  route('PATCH', '/admin/manufacturers/:id', AdminManufacturerResponseSchema),
  route('GET', '/admin/products', AdminProductPageSchema),
  route('GET', '/admin/products/:id', AdminProductResponseSchema),
  route('POST', '/admin/products/import', ImportReportResponseSchema),
  route('POST', '/admin/products', AdminProductResponseSchema),
  route('PATCH', '/admin/products/:id', AdminProductResponseSchema),
  route('POST', '/admin/products/:id/stock', AdminProductResponseSchema),
  route('POST', '/admin/images', UploadedImageResponseSchema),
  route('GET', '/admin/orders', AdminOrderPageSchema),
  route('GET', '/admin/orders/:id', AdminOrderResponseSchema),
  route('PATCH', '/admin/orders/:id/status', AdminOrderResponseSchema),
  route('PATCH', '/admin/orders/:id/payment', AdminOrderResponseSchema),
  route('GET', '/admin/payments', PaymentQueuePageSchema),
  route('GET', '/admin/mail', AdminMailPageSchema),
  route('POST', '/admin/mail/:id/resend', OutboxMailResponseSchema),
  route('GET', '/admin/delivery/settings', DeliverySettingsResponseSchema),
  // returns and credit notes
  route('POST', '/orders/:id/returns', ReturnResponseSchema),
  route('GET', '/orders/:id/returns', ReturnListResponseSchema),
  route('GET', '/orders/:id/return-eligibility', ReturnEligibilityResponseSchema),
  route('GET', '/returns/my-returns', ReturnPageSchema),
  route('POST', '/returns/photos', ReturnPhotoUploadResponseSchema),
  route('GET', '/admin/returns', AdminReturnPageSchema),
  route('PATCH', '/admin/returns/:id', AdminReturnResponseSchema),
  route('PUT', '/admin/delivery/settings', DeliverySettingsResponseSchema),
  route('GET', '/admin/search-synonyms', SynonymListResponseSchema),
  route('POST', '/admin/search-synonyms', SynonymResponseSchema),
  route('PUT', '/admin/search-synonyms/:id', SynonymResponseSchema),
  route('DELETE', '/admin/search-synonyms/:id', SynonymDeletedResponseSchema),
];

function matches(pattern: string, path: string) {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === got[i])
  );
}

/** The contract route answering `method path` (path under /api, no query), if any. */
export function contractRouteOf(method: string, path: string): ContractRoute | undefined {
  const m = method.toUpperCase();
  return CONTRACT_ROUTES.find((r) => r.method === m && matches(r.path, path));
}
