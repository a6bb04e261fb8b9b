import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StoredSlab } from '../../db/schema/catalogue';
import { indiaToday } from '../../lib/india-time';
import type { ProductTerms, TermDiscount } from './company-price';
import type { ProductPricing } from './pricing';

/**
 * Reads what a company's price lists in force on an India-time day say about some products
 * (decisions.md › §22, docs/decisions/350): two statements, whatever the number of lists.
 * The membership read (`companyOfMember`) is the one read of `company_members` outside
 * `companies`: pricing sits below the cart, which must price a member's lines (decision 351).
 */

export interface CompanyTerms {
  companyId: string;
  /** Each product found: its own price, pack, slabs, and what the lists say of it. */
  products: Map<string, ProductPricing & ProductTerms>;
  /** Every discount of the company's lists in force. */
  discounts: TermDiscount[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The company of which the user is a member, or null. */
export async function companyOfMember(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = rowsOf<{ company_id: string }>(
    await db.execute(sql`select company_id from company_members where user_id = ${userId}`),
  );
  return rows[0]?.company_id ?? null;
}

/** The lists of the company in force on `day` (India time, YYYY-MM-DD). */
const listsInForce = (companyId: string, day: string) => sql`
  select l.id from price_lists l
    join price_list_companies c on c.price_list_id = l.id and c.company_id = ${companyId}
   where (l.valid_from is null or l.valid_from <= ${day}::date)
     and (l.valid_until is null or l.valid_until >= ${day}::date)`;

export async function loadCompanyTerms(
  db: DbOrTx,
  companyId: string,
  productIds: readonly string[],
  day: string = indiaToday(),
): Promise<CompanyTerms> {
  const ids = [...new Set(productIds)];
  const products = new Map<string, ProductPricing & ProductTerms>();
  if (ids.length === 0) return { companyId, products, discounts: [] };
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [productRows, discountRows] = await Promise.all([
    db.execute(sql`
      with lists as (${listsInForce(companyId, day)})
      select p.id, p.price_paise, p.pack_size, p.min_order_qty, p.price_slabs, p.manufacturer_id,
             coalesce((select array_agg(pc.category_id::text) from product_categories pc
                        where pc.product_id = p.id), '{}') as category_ids,
             (select min(pp.price_paise) from price_list_prices pp
               where pp.product_id = p.id and pp.price_list_id in (select id from lists)) as fixed_paise
        from products p where p.id in (${idList})`),
    db.execute(sql`
      select d.category_id, d.manufacturer_id, d.percent_off_bp from price_list_discounts d
       where d.price_list_id in (${listsInForce(companyId, day)})`),
  ]);
  for (const r of rowsOf<{
    id: string;
    price_paise: number;
    pack_size: number;
    min_order_qty: number;
    price_slabs: StoredSlab[] | string;
    manufacturer_id: string;
    category_ids: string[];
    fixed_paise: number | string | null;
  }>(productRows)) {
    products.set(r.id, {
      pricePaise: Number(r.price_paise),
      packSize: Number(r.pack_size),
      minOrderQty: Number(r.min_order_qty),
      priceSlabs:
        typeof r.price_slabs === 'string'
          ? (JSON.parse(r.price_slabs) as StoredSlab[])
          : r.price_slabs,
      manufacturerId: r.manufacturer_id,
      categoryIds: r.category_ids,
      fixedPaise: r.fixed_paise === null ? null : Number(r.fixed_paise),
    });
  }
  const discounts = rowsOf<{
    category_id: string | null;
    manufacturer_id: string | null;
    percent_off_bp: number;
  }>(discountRows).map((d) => ({
    categoryId: d.category_id,
    manufacturerId: d.manufacturer_id,
    percentOff: Number(d.percent_off_bp) / 100,
  }));
  return { companyId, products, discounts };
}
