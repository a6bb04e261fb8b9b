import { Outlet } from 'react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LoadingBlock } from '../../components/ui/spinner';
import { useTheme } from '../../lib/theme';
import { toasterLoading } from '../../lib/toast';
import { replayEarlyInput } from '../early-input';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { WhatsAppButton } from './whatsapp-button';

// Toasts are not on the first paint: sonner loads after it (docs/decisions/131).
const AppToaster = lazy(() => {
  toasterLoading();
  return import('./app-toaster');
});

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * The toaster is the browser's only: not in the server's HTML, added once hydrated (140). Its
 * own component, so that the re-render after hydration (server snapshot false → true, and the
 * stored theme) touches the toaster alone, not the whole page: React re-renders a changed
 * external store synchronously, in one long task.
 */
function ToasterAfterHydration() {
  const [theme] = useTheme();
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToaster theme={theme} />
    </Suspense>
  ) : null;
}

/**
 * Once the screen inside it has hydrated (its Suspense boundary commits after the app's root),
 * what the customer did before is replayed (early-input.ts). A wrapper, not a sibling: the
 * `useId`s must stay the server's.
 */
function PageHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    // a task of its own: the replay renders (flushSync), which React cannot do inside its commit
    const replay = setTimeout(() => replayEarlyInput(root), 0);
    return () => clearTimeout(replay);
  }, []);
  return children;
}

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      {/* at least a screen tall: a signed-in screen grows from its loading state once its data
          arrives, and the footer it pushes down must start below the fold (it moved the
          footer in view: CLS 0.29-0.47 on cart, checkout and an order, issue 42) */}
      <main id="main" className="min-h-svh flex-1">
        <Suspense fallback={<LoadingBlock label="Loading..." />}>
          <PageHydrated>
            <Outlet />
          </PageHydrated>
        </Suspense>
      </main>
      <Footer />
      <WhatsAppButton />
      <ToasterAfterHydration />
    </div>
  );
}
