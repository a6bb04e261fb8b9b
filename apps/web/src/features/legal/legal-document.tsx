import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { LegalInfo } from '@store/contract';
import { Container } from '../../components/ui/container';
import { LoadingBlock } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { formatPhone, telHref } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { legalQueries } from './legal.api';
import { LEGAL_PAGES } from './legal-pages';

/** When the policies were last revised (shown on every page). */
export const POLICIES_UPDATED = '1 November 2026';

/**
 * The frame of every policy page: title, the list of policies (the current one marked), and
 * the body once the seller's details (GET /api/legal) have arrived: loading and error states.
 */
export function LegalDocument({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: (info: LegalInfo) => ReactNode;
}) {
  usePageMeta(title, summary);
  const { pathname } = useLocation();
  const info = useQuery(legalQueries.info());
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Policies" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-400">
            Policies
          </p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {LEGAL_PAGES.map((p) => (
              <li key={p.path}>
                <Link
                  to={p.path}
                  aria-current={pathname === p.path ? 'page' : undefined}
                  className="block rounded-lg px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-900/40 dark:aria-[current=page]:text-brand-100"
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
            Last updated {POLICIES_UPDATED}
          </p>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{summary}</p>
          <div className="mt-8">
            {info.isPending ? (
              <LoadingBlock label="Loading..." />
            ) : info.isError ? (
              <ErrorState
                title="This page could not be loaded"
                message="Please check your connection and try again."
                onRetry={() => void info.refetch()}
              />
            ) : (
              <div className="space-y-8">{children(info.data)}</div>
            )}
          </div>
        </article>
      </div>
    </Container>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}

/** The seller's identity block the E-Commerce Rules ask every seller to show. */
export function SellerDetails({ info }: { info: LegalInfo }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-5 text-sm sm:grid-cols-[11rem_1fr] dark:border-slate-800">
      <dt className="font-semibold">Legal name</dt>
      <dd>{info.legal_name}</dd>
      <dt className="font-semibold">Trading as</dt>
      <dd>{info.trade_name}</dd>
      <dt className="font-semibold">Registered address</dt>
      <dd>{info.address}</dd>
      <dt className="font-semibold">GSTIN</dt>
      <dd>{info.gstin}</dd>
      <dt className="font-semibold">Customer care</dt>
      <dd>
        <a className="underline" href={telHref(info.customer_care.phone)}>
          {formatPhone(info.customer_care.phone)}
        </a>
        <br />
        {info.customer_care.hours}
      </dd>
    </dl>
  );
}
