import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';

/** The QR drawn on this thread (where there are no workers, or one failed). */
async function qrHere(text: string): Promise<string> {
  const { qrSvgDataUrl } = await import('./qr-svg');
  return qrSvgDataUrl(text);
}

/**
 * An SVG data URL of a QR code, drawn in a worker (its mask search is a long task on a phone:
 * docs/decisions/391); the QR library is loaded only when a QR is shown.
 */
function qrDataUrl(text: string): Promise<string> {
  if (typeof Worker === 'undefined') return qrHere(text);
  return new Promise<string>((resolve) => {
    const worker = new Worker(new URL('./upi-qr.worker.ts', import.meta.url), { type: 'module' });
    const done = (url: Promise<string> | string) => {
      worker.terminate();
      resolve(url);
    };
    worker.onmessage = (event: MessageEvent<string>) => done(event.data);
    worker.onerror = () => done(qrHere(text));
    worker.postMessage(text);
  });
}

/** The upi://pay link as a QR code any UPI app scans (always dark on white, as apps expect). */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const qr = useQuery({
    queryKey: queryKeys.payments.upiQr(uri),
    queryFn: () => qrDataUrl(uri),
    staleTime: Infinity,
    retry: 1,
  });
  if (qr.isError) {
    return (
      <p className="text-sm text-red-700 dark:text-red-400">The QR code could not be drawn.</p>
    );
  }
  return (
    <div className="inline-block shrink-0 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700">
      {qr.data ? (
        <img
          src={qr.data}
          alt={label}
          width={184}
          height={184}
          className="h-46 w-46"
          data-testid="upi-qr"
        />
      ) : (
        <div
          role="status"
          aria-label="Drawing the QR code"
          className="h-46 w-46 animate-pulse rounded bg-slate-100"
        />
      )}
    </div>
  );
}
