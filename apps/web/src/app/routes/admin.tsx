import { clsx } from 'clsx';
import {
  BarChart3,
  FileCheck2,
  Building2,
  ClipboardList,
  FileQuestion,
  Factory,
  IndianRupee,
  Layers,
  Mail,
  Package,
  SearchCheck,
  Truck,
  Tags,
  Undo2,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { LoadingBlock } from '../../components/ui/spinner';
import { ScrollRow } from '../../components/ui/scroll-row';
import { Container } from '../../components/ui/container';
import { adminPaths } from '../../lib/admin-paths';
import { quotePaths } from '../../features/quotes/quote-paths';
import { useSession } from '../../lib/session';
import { OrderDetailScreen } from '../../features/admin/order-detail-screen';
import { OrdersBoard } from '../../features/admin/orders-board';
import { StaffOnly } from '../../features/admin/staff-only';
import { OrderDeliveryInfo } from '../../features/delivery/order-delivery-info';
import { ProformaDownload, TaxInvoiceDownload } from '../../features/invoices/invoice-downloads';
import { StaffPaymentPanel } from '../../features/payments/staff-payment-actions';
import { EwayBillPanel } from '../../features/reports/eway-bill-panel';
import { EInvoiceStatusLine } from '../../features/einvoices/einvoice-status-line';
import { StaffCompanyFacts } from '../../features/companies/staff-company-facts';
import { adminOrderQueries } from '../../features/admin/admin-orders.api';
import { needsEwayBill } from '@store/contract/reports';
import type { AdminOrder } from '@store/contract';

/**
 * The staff screens other than the orders (where staff land): each its own chunk, loaded when
 * opened, so the staff console's first screen loads only what it shows (issue 42).
 */
const GroupsScreen = lazy(() =>
  import('../../features/admin/groups-screen').then((m) => ({ default: m.GroupsScreen })),
);
const ProductEditorScreen = lazy(() =>
  import('../../features/admin/product-editor').then((m) => ({ default: m.ProductEditorScreen })),
);
const ProductsScreen = lazy(() =>
  import('../../features/admin/products-screen').then((m) => ({ default: m.ProductsScreen })),
);
const OutboxScreen = lazy(() =>
  import('../../features/admin-mail/outbox-screen').then((m) => ({ default: m.OutboxScreen })),
);
const SynonymsScreen = lazy(() =>
  import('../../features/admin-search/synonyms-screen').then((m) => ({
    default: m.SynonymsScreen,
  })),
);
const CatalogueImportScreen = lazy(() =>
  import('../../features/catalogue-bulk/catalogue-import-screen').then((m) => ({
    default: m.CatalogueImportScreen,
  })),
);
const DeliverySettingsScreen = lazy(() =>
  import('../../features/delivery/delivery-settings-screen').then((m) => ({
    default: m.DeliverySettingsScreen,
  })),
);
const StaffPaymentsScreen = lazy(() =>
  import('../../features/payments/staff-payments-screen').then((m) => ({
    default: m.StaffPaymentsScreen,
  })),
);
const GstScreen = lazy(() =>
  import('../../features/reports/gst-screen').then((m) => ({ default: m.GstScreen })),
);
const LowStockScreen = lazy(() =>
  import('../../features/reports/low-stock-screen').then((m) => ({ default: m.LowStockScreen })),
);
const EInvoicesScreen = lazy(() =>
  import('../../features/einvoices/einvoices-screen').then((m) => ({ default: m.EInvoicesScreen })),
);
const SalesScreen = lazy(() =>
  import('../../features/reports/sales-screen').then((m) => ({ default: m.SalesScreen })),
);
const TallyScreen = lazy(() =>
  import('../../features/reports/tally-screen').then((m) => ({ default: m.TallyScreen })),
);
const AdminCompaniesScreen = lazy(() =>
  import('../../features/companies/admin-companies-screen').then((m) => ({
    default: m.AdminCompaniesScreen,
  })),
);
const PriceListsScreen = lazy(() =>
  import('../../features/price-lists/price-lists-screen').then((m) => ({
    default: m.PriceListsScreen,
  })),
);
const PriceListEditorScreen = lazy(() =>
  import('../../features/price-lists/price-list-editor').then((m) => ({
    default: m.PriceListEditorScreen,
  })),
);
const StaffReturnsScreen = lazy(() =>
  import('../../features/returns/staff-returns-screen').then((m) => ({
    default: m.StaffReturnsScreen,
  })),
);
const StaffQuoteEditor = lazy(() =>
  import('../../features/quotes/staff-quote-editor').then((m) => ({ default: m.StaffQuoteEditor })),
);
const StaffQuotesScreen = lazy(() =>
  import('../../features/quotes/staff-quotes-screen').then((m) => ({
    default: m.StaffQuotesScreen,
  })),
);
const CatalogueBulkActions = lazy(() =>
  import('../../features/catalogue-bulk/catalogue-bulk-actions').then((m) => ({
    default: m.CatalogueBulkActions,
  })),
);
const CompanyPriceLists = lazy(() =>
  import('../../features/price-lists/company-price-lists').then((m) => ({
    default: m.CompanyPriceLists,
  })),
);

const SECTIONS = [
  { to: adminPaths.adminOrders(), label: 'Orders', icon: ClipboardList },
  { to: adminPaths.adminPayments(), label: 'Payments', icon: IndianRupee },
  { to: adminPaths.adminReturns(), label: 'Returns', icon: Undo2 },
  { to: quotePaths.adminQuotes(), label: 'Quotes', icon: FileQuestion },
  { to: adminPaths.adminProducts(), label: 'Products', icon: Package },
  { to: adminPaths.adminCategories(), label: 'Categories', icon: Layers },
  { to: adminPaths.adminManufacturers(), label: 'Manufacturers', icon: Factory },
  { to: adminPaths.adminMail(), label: 'Mail', icon: Mail },
  { to: adminPaths.adminDelivery(), label: 'Delivery', icon: Truck },
  { to: adminPaths.adminReports(), label: 'Reports', icon: BarChart3 },
  { to: adminPaths.adminEInvoices(), label: 'E-invoices', icon: FileCheck2 },
  { to: adminPaths.adminCompanies(), label: 'Companies', icon: Building2 },
  { to: adminPaths.adminPriceLists(), label: 'Price lists', icon: Tags },
  { to: adminPaths.adminSearchSynonyms(), label: 'Search synonyms', icon: SearchCheck },
] as const;

function StaffNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff console" className="-mx-1">
      <ScrollRow revealKey={pathname}>
        <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
          {SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'border-brand-500 text-slate-900 dark:text-white'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                  )
                }
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </nav>
  );
}

/** The staff order cache keys the e-way bill panel refreshes after issuing an invoice. */
const orderKeys = {
  detail: (orderId: string) => adminOrderQueries.detail(orderId).queryKey,
  all: () => adminOrderQueries.all(),
};

const panel =
  'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** The staff order screen's payment and invoice panels (features/payments, features/invoices). */
function paymentAndInvoice(order: AdminOrder) {
  return (
    <>
      {order.company ? (
        <section aria-labelledby="staff-company-heading" className={panel}>
          <h3 id="staff-company-heading" className="mb-3 text-base font-semibold">
            Company order
          </h3>
          <StaffCompanyFacts order={order} />
        </section>
      ) : null}
      <section aria-labelledby="staff-payment-heading" className={panel}>
        <h3 id="staff-payment-heading" className="mb-3 text-base font-semibold">
          Payment
        </h3>
        <StaffPaymentPanel order={order} />
      </section>
      <section aria-labelledby="staff-invoice-heading" className={panel}>
        <h3 id="staff-invoice-heading" className="mb-3 text-base font-semibold">
          Invoice
        </h3>
        <div className="space-y-3">
          <TaxInvoiceDownload order={order} scope="staff" />
          {order.invoice ? null : <ProformaDownload order={order} scope="staff" />}
          {order.invoice?.e_invoice ? (
            <EInvoiceStatusLine eInvoice={order.invoice.e_invoice} />
          ) : null}
        </div>
      </section>
      {needsEwayBill(order) ? (
        <section aria-labelledby="staff-eway-heading" className={panel}>
          <h3 id="staff-eway-heading" className="mb-3 text-base font-semibold">
            E-way bill
          </h3>
          <EwayBillPanel order={order} keys={orderKeys} />
        </section>
      ) : null}
    </>
  );
}

/**
 * /admin/*: the staff console, its own lazy chunk (the storefront bundle does not carry it).
 * Customers see 'Staff access only'; the server refuses their calls with 403 anyway.
 */
export function Component() {
  const { user } = useSession();
  if (user?.role !== 'ADMIN') {
    return (
      <Container>
        <StaffOnly />
      </Container>
    );
  }
  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-5">
        <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-400">
          Staff console
        </p>
        <h1 className="sr-only">Staff console</h1>
      </div>
      <StaffNav />
      <div className="pt-6">
        <Suspense fallback={<LoadingBlock label="Loading..." />}>
          <Routes>
            <Route index element={<Navigate to={adminPaths.adminOrders()} replace />} />
            <Route path="orders" element={<OrdersBoard />} />
            <Route
              path="orders/:orderId"
              element={
                <OrderDetailScreen
                  renderExtra={paymentAndInvoice}
                  renderDelivery={(o) => (
                    <OrderDeliveryInfo
                      delivery={o.delivery}
                      shipment={o.shipment}
                      delivered={o.status === 'DELIVERED'}
                      cancelled={o.status === 'CANCELLED'}
                    />
                  )}
                />
              }
            />
            <Route path="delivery" element={<DeliverySettingsScreen />} />
            <Route path="search-synonyms" element={<SynonymsScreen />} />
            <Route path="payments" element={<StaffPaymentsScreen />} />
            <Route
              path="products"
              element={<ProductsScreen extraActions={<CatalogueBulkActions />} />}
            />
            <Route path="products/import" element={<CatalogueImportScreen />} />
            <Route path="returns" element={<StaffReturnsScreen />} />
            <Route path="quotes" element={<StaffQuotesScreen />} />
            <Route path="quotes/:quoteId" element={<StaffQuoteEditor />} />
            <Route path="products" element={<ProductsScreen />} />
            <Route path="products/new" element={<ProductEditorScreen />} />
            <Route path="products/:productId" element={<ProductEditorScreen />} />
            <Route
              path="categories"
              element={<GroupsScreen key="categories" kind="categories" />}
            />
            <Route
              path="manufacturers"
              element={<GroupsScreen key="manufacturers" kind="manufacturers" />}
            />
            <Route path="mail" element={<OutboxScreen />} />
            <Route
              path="reports"
              element={<Navigate to={adminPaths.adminReportsGst()} replace />}
            />
            <Route path="reports/gst" element={<GstScreen />} />
            <Route path="reports/sales" element={<SalesScreen />} />
            <Route path="reports/low-stock" element={<LowStockScreen />} />
            <Route path="reports/tally" element={<TallyScreen />} />
            <Route path="e-invoices" element={<EInvoicesScreen />} />
            <Route
              path="companies"
              element={
                <AdminCompaniesScreen companyExtra={(id) => <CompanyPriceLists companyId={id} />} />
              }
            />
            <Route path="price-lists" element={<PriceListsScreen />} />
            <Route path="price-lists/new" element={<PriceListEditorScreen />} />
            <Route path="price-lists/:listId" element={<PriceListEditorScreen />} />
            <Route path="*" element={<Navigate to={adminPaths.adminOrders()} replace />} />
          </Routes>
        </Suspense>
      </div>
    </Container>
  );
}
