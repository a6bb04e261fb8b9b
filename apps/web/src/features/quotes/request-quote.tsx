import { lazy, Suspense, useState } from 'react';
import { FileQuestion } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

export interface QuoteRequestLine {
  product_id: string;
  product_name: string;
  quantity: number;
  pack_size?: number;
  min_order_qty?: number;
}

// The dialog loads when first asked for: the product page and cart stay light.
const RequestQuoteDialog = lazy(async () => ({
  default: (await import('./request-quote-dialog')).RequestQuoteDialog,
}));

/**
 * "Request a quote" (decisions.md › Request for quote): from the cart (its lines) or a product
 * page (one line). A guest is sent to sign in first.
 */
export function RequestQuoteButton({
  lines,
  className,
  variant = 'outline',
  defaultPincode,
}: {
  lines: QuoteRequestLine[];
  className?: string;
  variant?: 'outline' | 'secondary';
  /** The delivery pincode the customer last used (the delivery feature remembers it). */
  defaultPincode?: () => string;
}) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        onClick={() => {
          if (!isAuthenticated) {
            void navigate(paths.login(), { state: { from: location } });
            return;
          }
          setAsking(true);
        }}
      >
        <FileQuestion className="h-4 w-4" aria-hidden="true" />
        Request a quote
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <RequestQuoteDialog
            lines={lines}
            defaultPincode={defaultPincode}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
