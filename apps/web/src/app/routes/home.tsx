import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck, Drill, Flame, HardHat, Ruler, Truck, Wrench } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState, ErrorState } from '../../components/ui/states';
import {
  categoryQueries,
  failureText,
  makerQueries,
  MAKERS_PAGE_SIZE,
} from '../../features/catalogue/catalogue.api';
import { CategoryGrid, CategoryGridSkeleton } from '../../features/catalogue/category-card';
import { MakerStrip, MakerStripSkeleton } from '../../features/catalogue/maker-strip';
import { useShop } from '../../lib/shop';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

const promises = [
  { icon: BadgeCheck, text: 'Genuine makers, GST invoice' },
  { icon: Truck, text: 'Shipped across India' },
  { icon: Wrench, text: 'Advice from engineers' },
];

/** Quick links to the demo catalogue's categories; a slug the shop no longer has searches instead. */
const heroTiles = [
  { icon: Drill, label: 'Power tools', slug: 'power-tools' },
  { icon: Flame, label: 'Welding', slug: 'welding-equipment' },
  { icon: Ruler, label: 'Measuring', slug: 'measuring-instruments' },
  { icon: HardHat, label: 'Safety gear', slug: 'safety-equipment' },
];

function Hero({ onExplore }: { onExplore: () => void }) {
  const shop = useShop();
  const categories = useQuery(categoryQueries.active());
  const tileHref = (t: (typeof heroTiles)[number]) =>
    categories.data && !categories.data.some((c) => c.slug === t.slug)
      ? paths.searchResults(t.label)
      : paths.category(t.slug);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-slate-950 text-white dark:border-b dark:border-slate-800 dark:bg-slate-900"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:32px_32px]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 h-96 w-96 rounded-full bg-brand-500/25 blur-3xl"
      />
      <Container className="relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
            {shop.city} · Since 1998
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Industrial tools and equipment,{' '}
            <span className="text-brand-400">delivered across India</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-300">
            Drills, grinders, welding sets, measuring instruments, safety gear and pumps from
            trusted makers, at GST-inclusive prices in rupees.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" onClick={onExplore}>
              Explore Products
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Button>
            <Link
              to={paths.contact()}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/30 bg-white/5 px-6 text-base font-semibold text-white transition-colors hover:bg-white/15"
            >
              Contact Us
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="h-4 w-4 text-brand-400" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Popular categories">
          <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-2 lg:gap-4">
            {heroTiles.map((t, i) => (
              <li key={t.label} className={i % 2 === 1 ? 'lg:translate-y-6' : undefined}>
                <Link
                  to={tileHref(t)}
                  className="flex h-full flex-col items-center justify-center gap-1.5 rounded-2xl border border-white/10 bg-white/5 p-2 text-center backdrop-blur transition-colors hover:border-brand-400/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 lg:aspect-square lg:gap-3"
                >
                  <t.icon
                    className="h-7 w-7 text-brand-400 sm:h-9 sm:w-9 lg:h-14 lg:w-14"
                    strokeWidth={1.25}
                    aria-hidden="true"
                  />
                  <span className="text-xs font-medium text-slate-200 sm:text-sm">{t.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </section>
  );
}

function AboutBlurb() {
  const shop = useShop();
  return (
    <section
      aria-labelledby="about-title"
      className="border-b border-slate-200 dark:border-slate-800"
    >
      <Container className="grid gap-4 py-10 md:grid-cols-[auto_1fr] md:items-center md:gap-10">
        <h2 id="about-title" className="text-xl font-bold">
          About {shop.name}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">
          An engineering works in {shop.city} that has supplied workshops, fabricators and
          maintenance teams for over 25 years. Every tool we sell comes from its maker or an
          authorised distributor, with a GST invoice and help from people who use these tools every
          day.{' '}
          <Link
            to={paths.about()}
            className="font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
          >
            Read more about us
          </Link>
        </p>
      </Container>
    </section>
  );
}

function Categories({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const categories = useQuery(categoryQueries.active());
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-32 py-12">
      <Container>
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2
              id="categories-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
            >
              Product Categories
            </h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Pick a category to see its manufacturers.
            </p>
          </div>
        </div>
        {categories.isPending ? (
          <CategoryGridSkeleton />
        ) : categories.isError ? (
          <ErrorState
            title={failureText('Failed to load categories', categories.error)}
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <EmptyState title="No categories available" />
        ) : (
          <CategoryGrid categories={categories.data} />
        )}
      </Container>
    </section>
  );
}

function Makers() {
  // The same query as page 1 of /companies/all, so that page opens from the cache.
  const makers = useQuery(makerQueries.active({ index: 0, limit: MAKERS_PAGE_SIZE }));
  return (
    <section
      aria-labelledby="makers-title"
      className="border-t border-slate-200 pt-12 dark:border-slate-800"
    >
      <Container>
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="makers-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Companies Available
          </h2>
          <Link
            to={paths.makers('all')}
            className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            View all
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        {makers.isPending ? (
          <MakerStripSkeleton />
        ) : makers.isError ? (
          <ErrorState
            title={failureText('Failed to load manufacturers', makers.error)}
            onRetry={() => void makers.refetch()}
          />
        ) : makers.data.content.length === 0 ? (
          <EmptyState title="No companies available" />
        ) : (
          <MakerStrip makers={makers.data.content} />
        )}
      </Container>
    </section>
  );
}

export function Component() {
  const shop = useShop();
  usePageMeta(
    undefined,
    `${shop.name}: industrial tools and equipment from Bengaluru, delivered across India. Drills, grinders, welding sets, measuring tools, safety gear and pumps at GST-inclusive prices.`,
  );
  const categoriesHeading = useRef<HTMLHeadingElement>(null);
  const explore = () => {
    const heading = categoriesHeading.current;
    if (!heading) return;
    heading.closest('section')?.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <>
      <Hero onExplore={explore} />
      <AboutBlurb />
      <Categories headingRef={categoriesHeading} />
      <Makers />
    </>
  );
}
