import { Outlet } from 'react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LoadingBlock } from '../../components/ui/spinner';
import { useTheme } from '../../lib/theme';
import { toasterLoading } from '../../lib/toast';
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
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingBlock label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <WhatsAppButton />
      <ToasterAfterHydration />
    </div>
  );
}
