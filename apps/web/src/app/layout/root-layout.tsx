import { Outlet } from 'react-router';
import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { LoadingBlock } from '../../components/ui/spinner';
import { useTheme } from '../../lib/theme';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { useNavHeightVar } from './use-nav-height';
import { WhatsAppButton } from './whatsapp-button';

export function RootLayout() {
  const [theme] = useTheme();
  useNavHeightVar();
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
      <Toaster
        position="top-center"
        closeButton
        theme={theme}
        // Below the sticky navigation bar, never over it (its height varies: --nav-height).
        offset={{ top: 'calc(var(--nav-height, 4rem) + 0.75rem)' }}
        mobileOffset={{ top: 'calc(var(--nav-height, 7.5rem) + 0.5rem)' }}
      />
    </div>
  );
}
