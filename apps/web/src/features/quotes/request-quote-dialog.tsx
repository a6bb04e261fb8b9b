import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MALFORMED_PINCODE_MESSAGE, PINCODE_RE } from '@store/contract/constants';
import { QUOTE_MESSAGES } from '@store/contract/quotes';
import { quantityProblem } from '@store/contract/quantity';
import { Button } from '../../components/ui/button';
import { Field, TextArea, TextInput } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { messageOf } from '../../lib/api-client';
import { quotePaths } from './quote-paths';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useRequestQuote } from './quotes.api';

interface QuoteRequestLine {
  product_id: string;
  product_name: string;
  quantity: number;
  pack_size?: number;
  min_order_qty?: number;
}

interface Problems {
  quantities: Record<string, string>;
  pincode?: string;
  neededBy?: string;
}

const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** What the server would refuse, with its messages (decisions.md › Buying in quantity, › Request for quote). */
function problemsOf(
  lines: QuoteRequestLine[],
  quantities: Record<string, string>,
  pincode: string,
  neededBy: string,
): Problems | null {
  const problems: Problems = { quantities: {} };
  for (const l of lines) {
    const raw = (quantities[l.product_id] ?? '').trim();
    const qty = Number(raw);
    const pack = l.pack_size ?? 1;
    const why =
      raw === '' || !Number.isInteger(qty) || qty < 1
        ? 'Quantity must be a whole number of at least 1'
        : quantityProblem({ pack_size: pack, min_order_qty: l.min_order_qty ?? pack }, qty);
    if (why) problems.quantities[l.product_id] = why;
  }
  if (!PINCODE_RE.test(pincode.trim())) problems.pincode = MALFORMED_PINCODE_MESSAGE;
  if (neededBy && neededBy < todayIso()) problems.neededBy = QUOTE_MESSAGES.neededByPast;
  const any = Object.keys(problems.quantities).length > 0 || problems.pincode || problems.neededBy;
  return any ? problems : null;
}

/**
 * "Request a quote" (decisions.md › Request for quote): from the cart (its lines) or a product
 * page (one line); quantity and an optional target price per line, needed-by date, delivery
 * pincode and a note. A guest is sent to sign in first.
 */
export function RequestQuoteDialog({
  lines,
  defaultPincode = () => '',
  onClose,
}: {
  /** Called when the dialog closes (the lazy wrapper unmounts it). */
  onClose: () => void;
  lines: QuoteRequestLine[];
  /** The delivery pincode the customer last used (the delivery feature remembers it). */
  defaultPincode?: () => string;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpenState] = useState(true);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClose();
  };
  const request = useRequestQuote(user?.user_id ?? null);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.product_id, String(l.quantity)])),
  );
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [neededBy, setNeededBy] = useState('');
  const [pincode, setPincode] = useState(defaultPincode);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems | null>(null);

  const submit = () => {
    const found = problemsOf(lines, quantities, pincode, neededBy);
    setProblems(found);
    if (found) return;
    request.mutate(
      {
        lines: lines.map((l) => {
          const target = Number(targets[l.product_id]);
          return {
            product_id: l.product_id,
            quantity: Number(quantities[l.product_id] ?? l.quantity),
            ...(targets[l.product_id] && target > 0 ? { target_price: target } : {}),
          };
        }),
        pincode: pincode.trim(),
        ...(neededBy ? { needed_by: neededBy } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (q) => {
          setOpen(false);
          showToast(`Quote request ${q.number} sent`);
          void navigate(quotePaths.accountQuote(q.quote_id));
        },
        onError: (err) => showToast(messageOf(err, 'Failed to send the request'), 'error'),
      },
    );
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={setOpen}
        wide
        title="Request a quote"
        description="Buying in quantity? Tell us what you need; our team answers with prices and a validity date."
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {lines.map((l) => (
              <li
                key={l.product_id}
                className="grid gap-2 py-2 sm:grid-cols-[1fr_7rem_9rem] sm:items-end"
              >
                <p className="text-sm font-medium sm:pb-2">{l.product_name}</p>
                <Field label="Quantity" error={problems?.quantities[l.product_id]}>
                  {(ids) => (
                    <TextInput
                      id={ids.id}
                      aria-invalid={ids.invalid || undefined}
                      aria-describedby={ids.describedBy}
                      type="number"
                      inputMode="numeric"
                      min={l.pack_size ?? 1}
                      step={l.pack_size ?? 1}
                      required
                      value={quantities[l.product_id] ?? ''}
                      onChange={(e) =>
                        setQuantities((q) => ({ ...q, [l.product_id]: e.target.value }))
                      }
                    />
                  )}
                </Field>
                <Field label="Target price (₹, optional)">
                  {(ids) => (
                    <TextInput
                      id={ids.id}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      value={targets[l.product_id] ?? ''}
                      onChange={(e) =>
                        setTargets((t) => ({ ...t, [l.product_id]: e.target.value }))
                      }
                    />
                  )}
                </Field>
              </li>
            ))}
          </ul>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Delivery pincode" error={problems?.pincode}>
              {(ids) => (
                <TextInput
                  id={ids.id}
                  aria-invalid={ids.invalid || undefined}
                  aria-describedby={ids.describedBy}
                  name="quote_pincode"
                  inputMode="numeric"
                  maxLength={6}
                  required
                  value={pincode}
                  onChange={(e) => setPincode(e.target.value)}
                />
              )}
            </Field>
            <Field label="Needed by (optional)" error={problems?.neededBy}>
              {(ids) => (
                <TextInput
                  id={ids.id}
                  aria-invalid={ids.invalid || undefined}
                  aria-describedby={ids.describedBy}
                  type="date"
                  min={todayIso()}
                  value={neededBy}
                  onChange={(e) => setNeededBy(e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field label="Note (optional)">
            {(ids) => (
              <TextArea
                id={ids.id}
                maxLength={2000}
                value={note}
                placeholder="Site, brand preferences, delivery schedule..."
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send request'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
