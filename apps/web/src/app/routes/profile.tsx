import { Container } from '../../components/ui/container';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Account Settings');
  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold">Account Settings</h1>
    </Container>
  );
}
