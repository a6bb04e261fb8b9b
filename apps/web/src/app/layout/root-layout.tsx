import { Outlet } from 'react-router';
import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { LoadingBlock } from '../../components/ui/spinner';
import { useTheme } from '../../lib/theme';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { WhatsAppButton } from './whatsapp-button';

export function RootLayout() {
  const [theme] = useTheme();
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
      <Toaster position="top-center" closeButton theme={theme} />
    </div>
  );
}
