import { Container } from '../../components/ui/container';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Search results');
  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold">Search results</h1>
    </Container>
  );
}
