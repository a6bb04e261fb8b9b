import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, Lock, MapPin, ReceiptText } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PincodeInfo, Shipping } from '@store/contract';
import { quotePincodeMessage } from '@store/contract/quotes';
import { shippingOf } from '@store/contract/addresses';
import { queryKeys } from '@store/contract/query-keys';
import { Button, buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { LoadingBlock } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { addressQueries } from '../../features/addresses/addresses.api';
import { NEW_ADDRESS, SavedAddressPicker } from '../../features/addresses/saved-address-picker';
import { cartQueries } from '../../features/cart/cart.api';
import { orderQueries, useOrdersUser } from '../../features/orders/orders.api';
import { CatalogueImage } from '../../features/catalogue/catalogue-image';
import {
  CHECKOUT_MESSAGES,
  createAttemptKeys,
  placeOrder,
} from '../../features/checkout/checkout.api';
import { SHIPPING_FORM_ID, ShippingForm } from '../../features/checkout/shipping-form';
import { rememberedPincode } from '../../features/delivery/delivery.api';
import { PincodeAutofill } from '../../features/delivery/pincode-autofill';
import {
  codUnavailableForPincode,
  EMPTY_PAYMENT_CHOICE,
  PaymentChoice,
  paymentChoiceBody,
  paymentChoiceErrors,
} from '../../features/payments/payment-choice';
import { TaxPreview } from '../../features/payments/tax-preview';
import {
  BuyForCompany,
  companyChoiceBody,
  EMPTY_COMPANY_CHOICE,
} from '../../features/companies/buy-for-company';
import { cartForPayer } from '../../features/checkout/payer-prices';
import { quoteQueries } from '../../features/quotes/quotes.api';
import { quoteCheckoutSummary } from '../../features/quotes/quote-checkout';
import { QuotePincodeMismatch, QuotePincodeNote } from '../../features/quotes/quote-checkout-note';
import { useShop } from '../../lib/shop';
import { ApiError } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { quotePaths } from '../../features/quotes/quote-paths';
import { logout, useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * /checkout (store-spec.md › Screens and routes › Checkout, store-spec.md › States and transitions › Checkout): loads the cart, takes the shipping address and
 * places the order. Unguarded in the route table, but it needs a signed-in customer.
 */
export function Component() {
  usePageMeta('Checkout', 'Enter your shipping address and place your order.');
  const { isAuthenticated, user, status } = useSession();
  const verifying = status === 'loading';
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const userId = useOrdersUser();
  // ?quote=<id>: the order of a quote at its quoted prices (decisions.md › Request for quote)
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('quote');
  const cartQuery = useQuery({
    ...cartQueries.detail('CART'),
    enabled: isAuthenticated && !verifying && !quoteId,
    refetchOnMount: 'always',
  });
  const quoteQuery = useQuery({
    ...quoteQueries.detail(user?.user_id ?? null, quoteId ?? ''),
    enabled: isAuthenticated && !verifying && Boolean(quoteId),
    refetchOnMount: 'always',
  });
  const cart = quoteId ? quoteCheckoutSummary(quoteQuery) : cartQuery;
  // Saved addresses (record 120): the most recent one fills the form unless another is chosen.
  const saved = useQuery({
    ...addressQueries.list(user?.user_id ?? 'me'),
    enabled: isAuthenticated && !verifying,
  });
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A quote was priced for its pincode (docs/decisions/211): only addresses there are offered.
  const quotePincode = quoteId ? (quoteQuery.data?.pincode ?? null) : null;
  const allSaved = saved.data ?? [];
  const savedList = quotePincode ? allSaved.filter((a) => a.pincode === quotePincode) : allSaved;
  const chosen = chosenId ?? savedList[0]?.address_id ?? NEW_ADDRESS;
  const chosenAddress = savedList.find((a) => a.address_id === chosen);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);
  const leaving = useRef(false);
  const [attempts] = useState(() => createAttemptKeys());
  const shop = useShop();
  const [payment, setPayment] = useState(EMPTY_PAYMENT_CHOICE);
  const [forCompany, setForCompany] = useState(EMPTY_COMPANY_CHOICE);
  const [paymentChecked, setPaymentChecked] = useState(false);
  // The delivery state as typed, for the GST preview (CGST + SGST or IGST).
  const [deliveryState, setDeliveryState] = useState('');
  // The directory's answer for the pincode as typed: COD only where it allows it (§9, §11).
  const [deliveryInfo, setDeliveryInfo] = useState<PincodeInfo | undefined>();
  const codUnavailable =
    deliveryInfo && !deliveryInfo.cod_available
      ? codUnavailableForPincode(deliveryInfo.pincode)
      : undefined;
  // COD chosen, then a pincode without it: the choice moves to UPI (not refused at placing),
  // and stays there (React's "adjust state while rendering", not an effect).
  if (codUnavailable && payment.payment_method === 'COD') {
    setPayment({ ...payment, payment_method: 'UPI' });
  }

  const authFailed = cart.error instanceof ApiError && cart.error.isAuth;

  // Not signed in, or the session ended while loading the cart: back to /login (and back here after).
  useEffect(() => {
    if (leaving.current || placed || verifying) return;
    if (!isAuthenticated || authFailed) {
      leaving.current = true;
      showToast(
        authFailed ? CHECKOUT_MESSAGES.sessionExpired : CHECKOUT_MESSAGES.loginToContinue,
        'error',
      );
      void (async () => {
        if (authFailed) await logout();
        await navigate(paths.login(), { replace: true, state: { from: location } });
      })();
    }
  }, [isAuthenticated, authFailed, navigate, location, placed, verifying]);

  const submit = async (shipping: Shipping) => {
    if (busy || !cart.data) return;
    if (quotePincode && shipping.pincode !== quotePincode) {
      showToast(quotePincodeMessage(quotePincode), 'error');
      document.querySelector<HTMLInputElement>('input[name="pincode"]')?.focus();
      return;
    }
    const paymentProblems = paymentChoiceErrors(payment);
    const firstProblem = paymentProblems.gstin ?? paymentProblems.billing_name;
    if (firstProblem) {
      setPaymentChecked(true);
      showToast(firstProblem, 'error');
      document
        .querySelector<HTMLInputElement>(
          paymentProblems.gstin ? 'input[name="gstin"]' : 'input[name="billing_name"]',
        )
        ?.focus();
      return;
    }
    setBusy(true);
    setDeliveryState(shipping.state);
    const body = quoteId
      ? { ...shipping, ...paymentChoiceBody(payment), ...companyChoiceBody(forCompany) }
      : {
          cart_id: cart.data.cart_id,
          ...shipping,
          ...paymentChoiceBody(payment),
          ...companyChoiceBody(forCompany),
        };
    const result = await placeOrder(
      body,
      attempts.keyFor(body),
      quoteId ? `/quotes/${encodeURIComponent(quoteId)}/order` : '/orders',
    );
    if (result.success) {
      setPlaced(true);
      showToast('Order placed successfully');
      // the confirmation page reads it from the cache (and from the server after a reload)
      client.setQueryData(orderQueries.detail(userId, result.data.order_id).queryKey, result.data);
      await navigate(paths.orderConfirmation(result.data.order_id), {
        replace: true,
        state: { order: result.data },
      });
      void client.invalidateQueries({ queryKey: cartQueries.all() });
      if (quoteId)
        void client.invalidateQueries({ queryKey: quoteQueries.all(user?.user_id ?? null) });
      void client.invalidateQueries({ queryKey: queryKeys.orders.everyone() });
      return;
    }
    setBusy(false);
    if (result.needsAuth) {
      leaving.current = true;
      showToast(result.message, 'error');
      await logout();
      await navigate(paths.login(), { replace: true, state: { from: location } });
      return;
    }
    if (!result.retryable) {
      // The server refused this order for certain (e.g. short stock): a new attempt gets a new key.
      attempts.refused();
      void cart.refetch();
    }
    showToast(result.message, 'error');
  };

  if (verifying || !isAuthenticated || authFailed) {
    return <LoadingBlock label="Loading checkout..." />;
  }
  if (cart.isPending || (cart.isFetching && !cart.isFetchedAfterMount) || saved.isLoading) {
    return <LoadingBlock label="Loading checkout..." />;
  }
  if (cart.isError) {
    return (
      <Container className="py-10">
        <ErrorState title="Error" message={CHECKOUT_MESSAGES.loadCartRetry}>
          <Link to={paths.cart()} className={buttonClass('primary')}>
            Back to Cart
          </Link>
        </ErrorState>
      </Container>
    );
  }
  if (cart.data.items.length === 0 && !placed) {
    return <Navigate to={quoteId ? quotePaths.accountQuote(quoteId) : paths.cart()} replace />;
  }

  const { items, total_items, total_amount } = cartForPayer(cart.data, forCompany);
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex items-start gap-3">
        <Link
          to={quoteId ? quotePaths.accountQuote(quoteId) : paths.cart()}
          aria-label={quoteId ? 'Back to the quote' : 'Back to cart'}
          className="mt-0.5 rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {itemsLabel(total_items)} · {formatRupees(total_amount)}
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
        <section
          aria-labelledby="shipping-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="shipping-heading" className="flex items-center gap-2 text-lg font-semibold">
            <MapPin className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            Shipping Information
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
            We deliver across India. All fields are required.
          </p>
          {quotePincode ? (
            <QuotePincodeNote
              pincode={quotePincode}
              offered={savedList.length}
              hidden={allSaved.length - savedList.length}
            />
          ) : null}
          <SavedAddressPicker
            addresses={savedList}
            chosen={chosen}
            onChoose={(a) => setChosenId(a?.address_id ?? NEW_ADDRESS)}
            disabled={busy}
          />
          <div
            onChange={(e) => {
              const target: EventTarget = e.target;
              if (target instanceof HTMLSelectElement && target.name === 'state') {
                setDeliveryState(target.value);
              }
            }}
          >
            <ShippingForm
              key={chosen}
              defaultValues={
                chosenAddress
                  ? shippingOf(chosenAddress)
                  : {
                      customer_name: user?.name ?? '',
                      phone_number: user?.phone ?? '',
                      pincode: quotePincode ?? rememberedPincode(),
                    }
              }
              onSubmit={(values) => void submit(values)}
              disabled={busy}
              renderPincodeExtra={(a) => (
                <>
                  <PincodeAutofill
                    {...a}
                    amount={total_amount}
                    onAnswer={setDeliveryInfo}
                    onFill={(place) => {
                      a.fill(place);
                      setDeliveryState(place.state);
                    }}
                  />
                  {quotePincode ? (
                    <QuotePincodeMismatch quotePincode={quotePincode} typed={a.pincode} />
                  ) : null}
                </>
              )}
            />
          </div>
          <h2
            id="payment-heading"
            className="mt-8 mb-4 flex items-center gap-2 border-t border-slate-200 pt-6 text-lg font-semibold dark:border-slate-800"
          >
            <CreditCard className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            Payment
          </h2>
          <BuyForCompany value={forCompany} onChange={setForCompany} disabled={busy} />
          <PaymentChoice
            value={payment}
            onChange={setPayment}
            totalRupees={total_amount}
            codMaxRupees={shop.payment.cod_max_rupees}
            codUnavailable={codUnavailable}
            disabled={busy}
            showErrors={paymentChecked}
          />
        </section>

        <aside
          aria-labelledby="summary-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="summary-heading" className="flex items-center gap-2 text-lg font-semibold">
            <ReceiptText
              className="h-5 w-5 text-brand-600 dark:text-brand-400"
              aria-hidden="true"
            />
            Order Summary
          </h2>
          <ul className="mt-4 max-h-80 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
            {items.map((item) => (
              <li key={item.cart_item_id} className="flex gap-3 py-3">
                <CatalogueImage
                  src={item.thumbnail_url}
                  alt=""
                  width={48}
                  height={48}
                  compact
                  className="w-12 shrink-0 self-start rounded-md"
                />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-medium">{item.product_name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    Qty {item.quantity} × {formatRupees(item.unit_price)}
                  </p>
                </div>
                <p className="text-sm font-medium tabular-nums">{formatRupees(item.total_price)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">
                Subtotal ({itemsLabel(total_items)})
              </dt>
              <dd className="tabular-nums">{formatRupees(total_amount)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Shipping</dt>
              <dd className="text-emerald-700 dark:text-emerald-400">Free</dd>
            </div>
            <TaxPreview
              lines={items}
              deliveryState={deliveryState}
              shopState={shop.payment.state}
            />
            <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-800">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatRupees(total_amount)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Prices include GST.</p>
          <Button
            type="submit"
            form={SHIPPING_FORM_ID}
            size="lg"
            className="mt-5 w-full"
            disabled={busy}
            aria-busy={busy}
          >
            <Lock className="h-4 w-4" aria-hidden="true" />
            {busy ? 'Placing Order...' : 'Place Order'}
          </Button>
          <p className="mt-3 text-xs leading-relaxed text-slate-500 dark:text-slate-400">
            By placing your order you agree to our{' '}
            <Link className="underline" to={paths.terms()}>
              terms of sale
            </Link>{' '}
            and{' '}
            <Link className="underline" to={paths.privacy()}>
              privacy policy
            </Link>
            . Our team confirms every order and ships it with a GST invoice.
          </p>
        </aside>
      </div>
    </Container>
  );
}
