import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/toast';

/** The app's toaster (loaded after the first paint, docs/decisions/131). */
export default function AppToaster({ theme }: { theme: 'light' | 'dark' | 'system' }) {
  // runs after Toaster's own effects: it is subscribed by now
  useEffect(() => toasterMounted(), []);
  return <Toaster position="top-center" closeButton theme={theme} />;
}
