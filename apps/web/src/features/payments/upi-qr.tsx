import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';

/** An SVG data URL of a QR code; the QR library is loaded only when a QR is shown. */
async function qrDataUrl(text: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 6, margin: 3, scalable: true });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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
