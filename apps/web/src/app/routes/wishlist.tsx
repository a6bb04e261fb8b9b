import { Container } from '../../components/ui/container';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Wishlist');
  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold">Wishlist</h1>
    </Container>
  );
}
