import { Compass } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { useHttpStatus } from '../../lib/server-page';

export function Component() {
  const navigate = useNavigate();
  usePageMeta('Page Not Found');
  useHttpStatus(404);
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <Compass className="h-12 w-12 text-brand-500" aria-hidden="true" />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-400">
        404
      </p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Button onClick={() => navigate(paths.home())}>Go Home</Button>
      </div>
    </Container>
  );
}
