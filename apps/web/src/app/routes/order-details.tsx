import { Container } from '../../components/ui/container';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Order Details');
  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold">Order Details</h1>
    </Container>
  );
}
