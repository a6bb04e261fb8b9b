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

const KEY_SQL: Record<SalesReportQuery['group'], { key: string; label: string; join: string }> = {
  day: {
    key: `to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
    label: `to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
    join: '',
  },
  month: {
    key: `to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM')`,
    label: `to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM')`,
    join: '',
  },
  category: {
    key: `coalesce(cat.id::text, '-')`,
    label: `coalesce(cat.name, 'No category')`,
    join: `left join lateral (
             select c.id, c.name from product_categories pc join categories c on c.id = pc.category_id
              where pc.product_id = oi.product_id order by c.display_order, c.name limit 1) cat on true`,
  },
  maker: {
    key: `oi.manufacturer_name`,
    label: `oi.manufacturer_name`,
    join: '',
  },
};

export async function salesReport(db: Db, query: SalesReportQuery): Promise<SalesReport> {
  const start = indiaDayStart(query.from);
  const end = new Date(indiaDayStart(query.to).getTime() + 86_400_000);
  const k = KEY_SQL[query.group];
  const rows = await queryRows<Row>(
    db,
    `select ${k.key} as key, ${k.label} as label, count(distinct o.id)::int as orders,
            sum(oi.quantity)::int as items, sum(t.taxable_paise)::float8 as taxable,
            sum(oi.total_paise)::float8 as total
       from orders o
       join order_items oi on oi.order_id = o.id
       join order_item_taxes t on t.order_item_id = oi.id
       ${k.join}
      where o.created_at >= $1 and o.created_at < $2 and o.status <> 'CANCELLED'
      group by 1, 2
      order by ${query.group === 'day' || query.group === 'month' ? '1' : 'total desc, 2'}`,
    [start.toISOString(), end.toISOString()],
  );
  const [totals] = await queryRows<Omit<Row, 'key' | 'label'>>(
    db,
    `select count(distinct o.id)::int as orders, coalesce(sum(oi.quantity), 0)::int as items,
            coalesce(sum(t.taxable_paise), 0)::float8 as taxable, coalesce(sum(oi.total_paise), 0)::float8 as total
       from orders o
       join order_items oi on oi.order_id = o.id
       join order_item_taxes t on t.order_item_id = oi.id
      where o.created_at >= $1 and o.created_at < $2 and o.status <> 'CANCELLED'`,
    [start.toISOString(), end.toISOString()],
  );
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
    totals: toRow(totals ?? { orders: 0, items: 0, taxable: 0, total: 0 }),
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
