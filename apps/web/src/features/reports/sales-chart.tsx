import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesRow } from '@store/contract';
import { formatRupees, formatRupeesWhole } from '../../lib/format';

/** Sales (total, GST included) per row of the report, as bars. The table below has the figures. */
export function SalesChart({ rows }: { rows: SalesRow[] }) {
  const data = rows.slice(0, 40).map((r) => ({ label: r.label, total: r.total }));
  return (
    <figure
      aria-label="Sales chart"
      className="h-72 w-full rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="currentColor"
            strokeOpacity={0.12}
            vertical={false}
          />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 11, fill: 'currentColor' }}
            interval="preserveStartEnd"
          />
          <YAxis
            tick={{ fontSize: 11, fill: 'currentColor' }}
            width={84}
            tickFormatter={(v: number) => formatRupeesWhole(v)}
          />
          <Tooltip
            formatter={(v) => [formatRupees(Number(v)), 'Sales']}
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
          />
          <Bar dataKey="total" fill="#d97706" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
