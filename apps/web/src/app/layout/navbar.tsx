import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { Container } from '../../components/ui/container';
import { useShop } from '../../lib/shop';
import { paths } from '../../lib/paths';
import { CategoryMenu } from '../../features/catalogue/category-menu';
import { SearchBox } from '../../features/search/search-box';
import { NavCartIcons } from '../../features/cart/nav-cart-icons';
import { ProfileMenu } from '../../features/accounts/profile-menu';
import { LogoMark } from './logo';
import { ThemeToggle } from './theme-toggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'text-brand-700 dark:text-brand-400'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/** The main links, in the bar on a desktop and in the menu on a phone. */
function MainLinks() {
  return (
    <>
      <NavLink to={paths.home()} end className={linkClass}>
        Home
      </NavLink>
      <CategoryMenu />
      <NavLink to={paths.about()} className={linkClass}>
        About Us
      </NavLink>
      <NavLink to={paths.contact()} className={linkClass}>
        Contact
      </NavLink>
      <NavLink to={paths.quickOrder()} className={linkClass}>
        Quick Order
      </NavLink>
    </>
  );
}

export function Navbar() {
  const shop = useShop();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  return (
    <header
      data-site-nav
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <Container className="flex h-16 items-center gap-3">
        <button
          type="button"
          className="rounded-md p-2 lg:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
        <Link
          to={paths.home()}
          className="flex shrink-0 items-center gap-2"
          aria-label={`${shop.name} home`}
        >
          <LogoMark />
          {/* the name gives way to the search box where the main links take the row (lg, below xl) */}
          <span className="hidden text-base leading-tight font-bold tracking-tight sm:block lg:hidden xl:block">
            {shop.name}
          </span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          <MainLinks />
        </nav>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
          <div className="hidden min-w-0 flex-1 justify-end md:flex">
            <SearchBox />
          </div>
          <ThemeToggle />
          <NavCartIcons />
          <ProfileMenu />
        </div>
      </Container>
      <div className="border-t border-slate-100 px-4 py-2 md:hidden dark:border-slate-800">
        <SearchBox />
      </div>
      {open ? (
        <nav
          aria-label="Mobile"
          className="border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800"
        >
          <div className="flex flex-col gap-1">
            <MainLinks />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
