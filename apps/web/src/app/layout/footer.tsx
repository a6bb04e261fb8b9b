import { Link } from 'react-router';
import { LEGAL_PAGES } from '../../features/legal/legal-pages';
import { Container } from '../../components/ui/container';
import { useShop } from '../../lib/shop';
import { paths } from '../../lib/paths';

export function Footer() {
  const shop = useShop();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <Container className="grid gap-8 py-10 text-sm sm:grid-cols-3">
        <div>
          <p className="font-bold">{shop.name}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{shop.tagline}</p>
          {shop.gstin ? (
            <p className="mt-2 text-slate-500 dark:text-slate-400">GSTIN {shop.gstin}</p>
          ) : null}
        </div>
        <div>
          <p className="font-semibold">Shop</p>
          <ul className="mt-2 space-y-1 text-slate-600 dark:text-slate-400">
            <li>
              <Link className="hover:underline" to={paths.makers('all')}>
                All manufacturers
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.orders()}>
                My Orders
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold">Company</p>
          <ul className="mt-2 space-y-1 text-slate-600 dark:text-slate-400">
            <li>
              <Link className="hover:underline" to={paths.about()}>
                About Us
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to={paths.contact()}>
                Contact
              </Link>
            </li>
            <li>{shop.address}</li>
          </ul>
        </div>
      </Container>
      <nav
        aria-label="Policies"
        className="border-t border-slate-200 py-3 text-center text-sm dark:border-slate-800"
      >
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 px-4 text-slate-600 dark:text-slate-400">
          {LEGAL_PAGES.map((p) => (
            <li key={p.path}>
              <Link className="hover:underline" to={p.path}>
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 px-4 pt-4 pb-20 text-center sm:pb-4 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} {shop.name}. Prices in Indian rupees, GST included.
      </div>
    </footer>
  );
}
