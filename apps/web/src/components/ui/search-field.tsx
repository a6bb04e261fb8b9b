import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { controlClass } from './form-controls';

/**
 * A search box that reports its text 300 ms after typing stops (and at once on Enter).
 * `value` is the applied search (e.g. from the URL).
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={clsx(controlClass, 'pl-9')}
      />
    </form>
  );
}
