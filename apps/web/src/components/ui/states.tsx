import type { ReactNode } from 'react';
import { AlertTriangle, PackageOpen } from 'lucide-react';
import { Button } from './button';

export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <span className="text-slate-400">
        {icon ?? <PackageOpen className="h-10 w-10" aria-hidden="true" />}
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {description ? (
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {action}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  children,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900/60 dark:bg-red-950/30"
    >
      <AlertTriangle className="h-8 w-8 text-red-600 dark:text-red-400" aria-hidden="true" />
      <p className="font-semibold text-red-800 dark:text-red-200">{title}</p>
      {message ? (
        <p className="max-w-md text-sm text-red-700 dark:text-red-300">{message}</p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800 ${className ?? ''}`}
    />
  );
}
