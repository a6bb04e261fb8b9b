import { useEffect, useRef } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../../lib/toast';
import { useNavHeightVar } from './use-nav-height';

/** The app's toaster (loaded after the first paint, docs/decisions/131). */
export default function AppToaster({ theme }: { theme: 'light' | 'dark' | 'system' }) {
  const host = useRef<HTMLDivElement>(null);
  useNavHeightVar(host);
  // runs after Toaster's own effects: it is subscribed by now
  useEffect(() => toasterMounted(), []);
  return (
    <div ref={host} className="contents">
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
