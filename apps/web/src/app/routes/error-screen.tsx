import { AlertOctagon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

/** The page-level error screen (store-spec.md › Screens and routes). */
export function ErrorScreen() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <AlertOctagon className="h-12 w-12 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        An unexpected error occurred. Please refresh the page and try again.
      </p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </Container>
  );
}

export default ErrorScreen;
