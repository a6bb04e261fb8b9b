import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  DeliverySettings,
  DeliverySettingsView,
  DeliveryZone,
  FieldError,
} from '@store/contract';
import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES } from '@store/contract/delivery';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { ApiError, messageOf } from '../../lib/api-client';
import { formatCount, formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { deliveryAdminQueries, useSaveDeliverySettings } from './delivery.api';

const input =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
const card =
  'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/* Lists are edited as text, one entry a line (or, for pincodes, separated by spaces or commas). */
const splitLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const toText = (s: DeliverySettings) => ({
  pincodes: s.unserviceable_pincodes.join(', '),
  districts: s.unserviceable_districts.map((d) => `${d.district}, ${d.state}`).join('\n'),
  holidays: s.holidays.map((h) => `${h.date} ${h.name}`).join('\n'),
});

function parseLists(text: ReturnType<typeof toText>) {
  return {
    unserviceable_pincodes: text.pincodes.split(/[\s,]+/).filter(Boolean),
    unserviceable_districts: splitLines(text.districts).map((line) => {
      const cut = line.lastIndexOf(',');
      return cut < 0
        ? { district: line, state: '' as never }
        : { district: line.slice(0, cut).trim(), state: line.slice(cut + 1).trim() as never };
    }),
    holidays: splitLines(text.holidays).map((line) => {
      const [date = '', ...name] = line.split(/\s+/);
      return { date, name: name.join(' ') };
    }),
  };
}

function SettingsForm({ view }: { view: DeliverySettingsView }) {
  const save = useSaveDeliverySettings();
  const [zones, setZones] = useState(view.settings.zones);
  const [text, setText] = useState(() => toText(view.settings));
  const [errors, setErrors] = useState<FieldError[]>([]);

  const setZone = (zone: DeliveryZone, patch: Partial<DeliverySettings['zones'][DeliveryZone]>) =>
    setZones((z) => ({ ...z, [zone]: { ...z[zone], ...patch } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors([]);
    save.mutate({ zones, ...parseLists(text) } as DeliverySettings, {
      onSuccess: (res) => {
        setText(toText(res.data.settings));
        showToast('Delivery settings saved');
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? (err.errors ?? []) : []);
        showToast(messageOf(err, 'Failed to save the delivery settings'), 'error');
      },
    });
  };

  const textArea = (key: keyof typeof text, label: string, hint: string, rows = 4) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`delivery-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`delivery-${key}`}
        aria-describedby={`delivery-${key}-hint`}
        rows={rows}
        value={text[key]}
        onChange={(e) => setText((t) => ({ ...t, [key]: e.target.value }))}
        className={input}
      />
      <p id={`delivery-${key}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <section className={card} aria-labelledby="zones-heading">
        <h3 id="zones-heading" className="mb-1 text-base font-semibold">
          Delivery days by zone
        </h3>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Counted from the day an order is placed, in delivery days (Sundays and holidays skipped),
          from pincode {view.directory.company_pincode}.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[460px] text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Zone
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Fewest days
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Most days
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Cash on delivery
                </th>
              </tr>
            </thead>
            <tbody>
              {DELIVERY_ZONES.map((zone) => (
                <tr key={zone} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {DELIVERY_ZONE_LABELS[zone]}
                  </th>
                  {(['min_days', 'max_days'] as const).map((k) => (
                    <td key={k} className="py-2 pr-3">
                      <input
                        type="number"
                        min={0}
                        max={60}
                        aria-label={`${DELIVERY_ZONE_LABELS[zone]}: ${k === 'min_days' ? 'fewest' : 'most'} days`}
                        value={zones[zone][k]}
                        onChange={(e) => setZone(zone, { [k]: Number(e.target.value) })}
                        className={`${input} w-20`}
                      />
                    </td>
                  ))}
                  <td className="py-2">
                    <input
                      type="checkbox"
                      aria-label={`${DELIVERY_ZONE_LABELS[zone]}: cash on delivery`}
                      checked={zones[zone].cod_available}
                      onChange={(e) => setZone(zone, { cod_available: e.target.checked })}
                      className="h-4 w-4 accent-brand-600"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section
        className={`${card} grid gap-4 md:grid-cols-3`}
        aria-label="Where and when we deliver"
      >
        {textArea(
          'pincodes',
          'Pincodes we do not deliver to',
          'Six digits each, separated by spaces or commas.',
        )}
        {textArea(
          'districts',
          'Districts we do not deliver to',
          'One a line: District, State (e.g. "Dhubri, Assam").',
        )}
        {textArea(
          'holidays',
          'Holidays (no deliveries)',
          'One a line: YYYY-MM-DD name (e.g. "2026-12-25 Christmas").',
        )}
      </section>
      {errors.length > 0 ? (
        <ul
          role="alert"
          className="list-disc space-y-1 pl-5 text-sm text-red-700 dark:text-red-400"
        >
          {errors.slice(0, 10).map((e, i) => (
            <li key={`${e.field}-${i}`}>
              {e.field}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save delivery settings'}
      </Button>
    </form>
  );
}

/** /admin/delivery: zones and days, unserviceable places, holidays; the directory's status. */
export function DeliverySettingsScreen() {
  usePageMeta('Delivery – Staff console');
  const query = useQuery(deliveryAdminQueries.settings());
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold">Delivery</h2>
        {query.data ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Pincode directory: {formatCount(query.data.directory.pincodes)} pincodes
            {query.data.directory.loaded_at
              ? `, loaded ${formatDateTime(query.data.directory.loaded_at)}`
              : ' (not loaded yet)'}
            . Parcels leave from {query.data.directory.company_pincode}.
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading delivery settings" className="space-y-3">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Failed to load the delivery settings"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : (
        <SettingsForm view={query.data} />
      )}
    </div>
  );
}
