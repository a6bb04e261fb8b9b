import { Container } from '../../components/ui/container';
import { QuickOrderForm } from '../../features/cart/quick-order-form';
import { usePageMeta } from '../../lib/page-meta';

/** /quick-order: order by part number (decisions.md › Buying in quantity). Loaded lazily. */
export function Component() {
  usePageMeta('Quick Order', 'Order by part number: paste lines of part number and quantity.');
  return (
    <Container className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight">Quick Order</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        Paste a list of part numbers and quantities, or upload a CSV, and add them to your cart at
        once.
      </p>
      <QuickOrderForm />
    </Container>
  );
}
