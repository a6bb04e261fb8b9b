import { Clock, MapPin, MessageCircle, Phone, ReceiptText } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useShop, whatsappLink } from '../../lib/shop';
import { formatPhone, telHref } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';

/** Contact page: phone, messaging-app link, address, hours and GSTIN. The e-mail address is never shown. */
export function Component() {
  const shop = useShop();
  usePageMeta(
    'Contact',
    `Call or message ${shop.name} in ${shop.city} about industrial tools, quotes and orders.`,
  );
  const phone = formatPhone(shop.enquiry_phone);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">Contact</h1>
      <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
        Questions about a tool, a bulk quote or an order? Our engineers answer on the phone and on
        WhatsApp.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <dl className="space-y-5 rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <Phone
                className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400"
                aria-hidden="true"
              />
              Enquiries
            </dt>
            <dd className="pl-7 ">
              <a
                className="text-brand-700 hover:underline dark:text-brand-400"
                href={telHref(shop.enquiry_phone)}
              >
                {phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <MapPin
                className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400"
                aria-hidden="true"
              />
              Address
            </dt>
            <dd className="pl-7 text-slate-600 dark:text-slate-300">{shop.address}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold">
              <Clock
                className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400"
                aria-hidden="true"
              />
              Hours
            </dt>
            <dd className="pl-7 text-slate-600 dark:text-slate-300">{shop.hours}</dd>
          </div>
          {shop.gstin ? (
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <ReceiptText
                  className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400"
                  aria-hidden="true"
                />
                GSTIN
              </dt>
              <dd className="pl-7 text-slate-600 dark:text-slate-300">{shop.gstin}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-col justify-between gap-4 rounded-xl bg-slate-900 p-6 text-white dark:bg-slate-800">
          <div>
            <MessageCircle className="h-8 w-8 text-brand-400" aria-hidden="true" />
            <h2 className="mt-3 text-xl font-semibold">Message us on WhatsApp</h2>
            <p className="mt-2 text-slate-300">
              Send a photo of the part or the name plate and we will find the match.
            </p>
          </div>
          <a
            href={whatsappLink(shop)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg', 'self-start')}
          >
            Start a chat
          </a>
        </div>
      </div>
    </Container>
  );
}
