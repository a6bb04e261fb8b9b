import type { SalesReport, SalesReportQuery, SalesRow } from '@store/contract';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { csvText } from '../../lib/csv';
import { toRupees } from '../../lib/money';
import { indiaDayStart } from '../../lib/india-time';

/**
 * Sales for a period (decisions.md › §18; docs/decisions/243): orders placed in it and not
 * cancelled, by India day or month, by category or by maker. Money is the order lines'
 * (taxable value, GST, total); an item counts in its product's first category (lowest display
 * order, then name) so each row adds up to the totals.
 */

interface Row {
  key: string;
  label: string;
  orders: number;
  items: number;
  taxable: string | number;
  total: string | number;
}

const KEY_SQL: Record<'category' | 'maker', { key: string; label: string; join: string }> = {
  category: {
    key: `coalesce(cat.category_id::text, '-')`,
    label: `coalesce(cat.category_name, 'No category')`,
    join: `left join lateral (
             select pc.category_id, pc.category_name from report_product_categories pc
              where pc.product_id = s.product_id
              order by pc.display_order, pc.category_name limit 1) cat on true`,
  },
  maker: {
    key: `s.manufacturer_name`,
    label: `s.manufacturer_name`,
    join: '',
  },
};

/** By category or maker: an order with lines in two groups counts in both. */
async function byProduct(db: Db, group: 'category' | 'maker', range: string[]) {
  const k = KEY_SQL[group];
  const rows = await queryRows<Row>(
    db,
    `select ${k.key} as key, ${k.label} as label, count(distinct s.order_id)::int as orders,
            sum(s.quantity)::int as items, sum(s.taxable_paise)::float8 as taxable,
            sum(s.total_paise)::float8 as total
       from report_sales_lines s
       ${k.join}
      where s.created_at >= $1 and s.created_at < $2 and s.status <> 'CANCELLED'
      group by 1, 2
      order by total desc, 2`,
    range,
  );
  const [totals] = await queryRows<Omit<Row, 'key' | 'label'>>(
    db,
    `select count(distinct s.order_id)::int as orders, coalesce(sum(s.quantity), 0)::int as items,
            coalesce(sum(s.taxable_paise), 0)::float8 as taxable, coalesce(sum(s.total_paise), 0)::float8 as total
       from report_sales_lines s
      where s.created_at >= $1 and s.created_at < $2 and s.status <> 'CANCELLED'`,
    range,
  );
  return { rows, totals: totals ?? { orders: 0, items: 0, taxable: 0, total: 0 } };
}

/**
 * By day or month (docs/decisions/386): read from report_sales_days, the summary by India day
 * that triggers keep with every change to the orders and their lines (migration 0046): at most
 * eight rows a day, whatever the number of orders. A day is shown when it has lines of orders
 * not cancelled (items > 0: every line has a quantity), as the lines' report showed it; its
 * orders are those not cancelled placed that day; the totals are the rows' sums.
 */
async function byDate(db: Db, group: 'day' | 'month', days: [string, string]) {
  const key = group === 'day' ? `to_char(d.day, 'YYYY-MM-DD')` : `to_char(d.day, 'YYYY-MM')`;
  const rows: Row[] = (
    await queryRows<Omit<Row, 'label'>>(
      db,
      `select ${key} as key, sum(d.orders)::int as orders, sum(d.items)::int as items,
              sum(d.taxable_paise)::float8 as taxable, sum(d.total_paise)::float8 as total
         from report_sales_days d
        where d.day >= $1::date and d.day <= $2::date
        group by 1
       having sum(d.items) > 0`,
      days,
    )
  )
    .map((r) => ({ ...r, label: r.key }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const totals = rows.reduce(
    (t, r) => ({
      orders: t.orders + r.orders,
      items: t.items + r.items,
      taxable: t.taxable + Number(r.taxable),
      total: t.total + Number(r.total),
    }),
    { orders: 0, items: 0, taxable: 0, total: 0 },
  );
  return { rows, totals };
}

export async function salesReport(db: Db, query: SalesReportQuery): Promise<SalesReport> {
  const start = indiaDayStart(query.from);
  const end = new Date(indiaDayStart(query.to).getTime() + 86_400_000);
  const range = [start.toISOString(), end.toISOString()];
  const { rows, totals } =
    query.group === 'day' || query.group === 'month'
      ? await byDate(db, query.group, [query.from, query.to])
      : await byProduct(db, query.group, range);
  const toRow = (r: Omit<Row, 'key' | 'label'>) => {
    const taxable = Number(r.taxable);
    const total = Number(r.total);
    return {
      orders: r.orders,
      items: r.items,
      taxable_value: toRupees(taxable),
      gst: toRupees(total - taxable),
      total: toRupees(total),
    };
  };
  return {
    from: query.from,
    to: query.to,
    group: query.group,
    rows: rows.map((r): SalesRow => ({ key: r.key, label: r.label, ...toRow(r) })),
    totals: toRow(totals),
  };
}

const GROUP_HEADINGS = {
  day: 'Day',
  month: 'Month',
  category: 'Category',
  maker: 'Maker',
} as const;

/** The report as CSV (UTF-8 with a BOM, so spreadsheets read ₹ and names right). */
export function salesReportCsv(report: SalesReport): string {
  const money = (n: number) => n.toFixed(2);
  return csvText(
    [GROUP_HEADINGS[report.group], 'Orders', 'Items', 'Taxable value', 'GST', 'Total'],
    [
      ...report.rows.map((r) => [
        r.label,
        r.orders,
        r.items,
        money(r.taxable_value),
        money(r.gst),
        money(r.total),
      ]),
      [
        'Total',
        report.totals.orders,
        report.totals.items,
        money(report.totals.taxable_value),
        money(report.totals.gst),
        money(report.totals.total),
      ],
    ],
    { bom: true },
  );
}
