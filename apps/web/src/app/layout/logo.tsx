export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f172a" />
      <path
        d="M32 12l5 6 8-2 1 8 7 4-4 7 4 7-7 4-1 8-8-2-5 6-5-6-8 2-1-8-7-4 4-7-4-7 7-4 1-8 8 2z"
        fill="#f59e0b"
      />
      <circle cx="32" cy="32" r="8" fill="#0f172a" />
    </svg>
  );
}
