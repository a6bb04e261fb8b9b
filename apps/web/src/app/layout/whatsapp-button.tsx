import { clsx } from 'clsx';
import { useLocation } from 'react-router';
import { useShop, whatsappLink } from '../../lib/shop';
import { paths } from '../../lib/paths';

/**
 * Pages whose forms and cards fill a phone screen (checkout, an order's details and its
 * confirmation): the floating button would cover a field or the delivery card, so phones do
 * without it there (the Contact page still offers WhatsApp).
 */
export const coversContentOnPhones = (pathname: string) =>
  pathname === paths.checkout() ||
  pathname.startsWith(paths.order('')) ||
  pathname.startsWith(paths.orderConfirmation(''));

/**
 * The staff console is the shop itself: its tables reach the screen's corner, where the button
 * covered the figures (issue 43.16), and staff have no enquiry to send to themselves.
 */
export const isStaffConsole = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The floating messaging-app enquiry button. Smaller on phones, where the footer's last line
 * keeps clear of it (footer padding) and the pages above leave it out.
 */
export function WhatsAppButton() {
  const shop = useShop();
  const { pathname } = useLocation();
  if (isStaffConsole(pathname)) return null;
  return (
    <a
      href={whatsappLink(shop)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Enquire on WhatsApp"
      title="Enquire on WhatsApp"
      data-testid="whatsapp-float"
      className={clsx(
        'fixed right-3 bottom-3 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105 sm:right-4 sm:bottom-4 sm:h-14 sm:w-14',
        coversContentOnPhones(pathname) && 'max-sm:hidden',
      )}
    >
      <svg
        viewBox="0 0 32 32"
        className="h-6 w-6 sm:h-7 sm:w-7"
        aria-hidden="true"
        fill="currentColor"
      >
        <path d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.9-1.7l-.4-.2-3.8 1.2 1.2-3.7-.3-.4A10.5 10.5 0 0 1 5.3 15.8C5.3 10 10.1 5.3 16 5.3S26.7 10 26.7 15.8 21.9 26.4 16 26.4zm5.9-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6.3-.5c.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.4 1.4.6 1.9.7.8.3 1.6.2 2.2.1.7-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4z" />
      </svg>
    </a>
  );
}
