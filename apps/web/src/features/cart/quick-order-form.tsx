import { useRef, useState, type ChangeEvent } from 'react';
import { CheckCircle2, FileUp, ShoppingCart, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { QuickOrderPreviewLine } from '@store/contract';
import { Button, buttonClass } from '../../components/ui/button';
import { controlClass } from '../../components/ui/form-controls';
import { formatCount, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { cartErrorMessage } from './cart.api';
import { parseQuickOrder, readCsvFile, type ParsedLine } from './parse-quick-order';
import { usePreviewQuickOrder, useQuickAdd } from './quick-order.api';

const EXAMPLE = 'MAFD-804, 20\nVWWE 259\t10\nNSSG-12 50';

const bodyOf = (lines: ParsedLine[]) => ({
  lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
});

/** One checked line: its product, quantity, price and stock, or why it cannot be added. */
function PreviewRow({ line, source }: { line: QuickOrderPreviewLine; source: number }) {
  const ok = line.reason === null;
  const p = line.product;
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 py-3 sm:grid-cols-[3.5rem_1fr_8.5rem_7rem] sm:items-center"
      data-status={ok ? 'ok' : 'rejected'}
    >
      <span className="text-xs text-slate-500 tabular-nums sm:text-sm dark:text-slate-400">
        Line {source}
      </span>
      <div className="min-w-0">
        <p className="font-mono text-sm text-slate-800 dark:text-slate-200">{line.sku || '—'}</p>
        {p ? (
          <Link
            to={paths.product(p.slug)}
            className="line-clamp-1 text-sm font-medium text-slate-900 hover:text-brand-700 dark:text-slate-100 dark:hover:text-brand-400"
          >
            {p.name}
          </Link>
        ) : null}
        {ok ? (
          <p className="flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            Ready · {formatCount(p?.stock_quantity ?? 0)} in stock
          </p>
        ) : (
          <p className="flex items-center gap-1 text-sm font-medium text-red-700 dark:text-red-400">
            <XCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {line.reason}
          </p>
        )}
      </div>
      <span className="col-start-2 text-sm whitespace-nowrap tabular-nums sm:col-start-auto sm:text-right">
        {line.quantity === null || line.unit_price === null
          ? ''
          : `${formatCount(line.quantity)} × ${formatRupees(line.unit_price)}`}
      </span>
      <span className="col-start-2 font-semibold tabular-nums sm:col-start-auto sm:text-right">
        {line.total_price === null ? '' : formatRupees(line.total_price)}
      </span>
    </li>
  );
}

/**
 * /quick-order: paste "part number, quantity" lines or pick a CSV file, check them (each line
 * matched to its product, price and stock, the bad ones marked and why), add the good ones.
 */
export function QuickOrderForm() {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{
    lines: ParsedLine[];
    preview: QuickOrderPreviewLine[];
  } | null>(null);
  const [addedNote, setAddedNote] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewQuickOrder();
  const add = useQuickAdd();
  const parsed = parseQuickOrder(text);
  const error = fileError ?? parsed.error;
  const canSend = parsed.lines.length > 0 && !parsed.error;

  const edit = (value: string) => {
    setText(value);
    setChecked(null);
    setFileError(null);
    setAddedNote(null);
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const read = await readCsvFile(file);
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    edit(read.text);
  };
  const check = () => {
    const lines = parsed.lines;
    preview.mutate(bodyOf(lines), {
      onSuccess: (answer) => setChecked({ lines, preview: answer.lines }),
      onError: (err) => showToast(cartErrorMessage(err, 'Failed to check the lines'), 'error'),
    });
  };
  const addAll = () => {
    const lines = parsed.lines;
    add.mutate(bodyOf(lines), {
      onSuccess: (result) => {
        const n = result.added.length;
        showToast(
          n === 0 ? 'No line was added' : `${n} ${n === 1 ? 'line' : 'lines'} added to cart`,
          n === 0 ? 'error' : 'success',
        );
        // what was refused stays in the box to be corrected; what was added is in the cart
        const refused = new Set(result.rejected.map((r) => r.line));
        const kept = lines.filter((_, i) => refused.has(i + 1));
        setText(kept.map((l) => `${l.sku}, ${l.quantity}`).join('\n'));
        setChecked(
          kept.length > 0
            ? {
                lines: kept,
                preview: result.rejected.map((r, i) => ({
                  line: i + 1,
                  sku: r.sku,
                  quantity: null,
                  product: null,
                  unit_price: null,
                  total_price: null,
                  reason: r.reason,
                })),
              }
            : null,
        );
        setAddedNote(
          n === 0 ? null : `${n} ${n === 1 ? 'line was' : 'lines were'} added to your cart.`,
        );
      },
      onError: (err) => showToast(cartErrorMessage(err, 'Failed to add item to cart'), 'error'),
    });
  };

  const ready = checked?.preview.filter((l) => l.reason === null).length ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-3">
        <label htmlFor="quick-order-lines" className="block text-sm font-medium">
          Part numbers and quantities
        </label>
        <textarea
          id="quick-order-lines"
          className={`${controlClass} min-h-64 font-mono`}
          value={text}
          placeholder={EXAMPLE}
          spellCheck={false}
          aria-describedby="quick-order-hint quick-order-error"
          aria-invalid={error ? true : undefined}
          onChange={(e) => edit(e.target.value)}
        />
        <p id="quick-order-hint" className="text-xs text-slate-500 dark:text-slate-400">
          One line each: part number, then quantity, separated by a comma, a tab or spaces. Up to
          200 lines.
        </p>
        <p
          id="quick-order-error"
          role="alert"
          className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400"
        >
          {error}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={check} disabled={!canSend || preview.isPending}>
            {preview.isPending ? 'Checking...' : 'Check lines'}
          </Button>
          <Button onClick={addAll} disabled={!canSend || add.isPending}>
            <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            {add.isPending ? 'Adding...' : 'Add to cart'}
          </Button>
          <Button variant="ghost" onClick={() => fileRef.current?.click()}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
            Upload a CSV
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-label="CSV file of part numbers and quantities"
            onChange={(e) => void onFile(e)}
          />
        </div>
        {addedNote ? (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300"
          >
            {addedNote}{' '}
            <Link to={paths.cart()} className="font-semibold underline">
              Go to cart
            </Link>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="quick-order-preview" className="min-w-0">
        <h2 id="quick-order-preview" className="text-lg font-semibold">
          {checked ? `${ready} of ${checked.preview.length} lines ready` : 'Preview'}
        </h2>
        {checked ? (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {checked.preview.map((l) => (
              <PreviewRow
                key={l.line}
                line={l}
                source={checked.lines[l.line - 1]?.source ?? l.line}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Check the lines to see each product with its price for the quantity and its stock. Lines
            that cannot be added are marked with the reason; the others are added whatever happens
            to them.
          </p>
        )}
        {checked && ready > 0 ? (
          <Link to={paths.cart()} className={buttonClass('ghost', 'sm', 'mt-3')}>
            View cart
          </Link>
        ) : null}
      </section>
    </div>
  );
}
