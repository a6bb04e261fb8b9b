import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@store/contract';
import type { Db } from '../src/db/client';
import { categories, manufacturers, productCategories, products } from '../src/db/schema/index';
import { registerUser } from '../src/modules/accounts/accounts.service';
import { startSession } from '../src/modules/accounts/sessions.service';
import type { TestApp } from './helpers';

export interface TestUser {
  id: string;
  name: string;
  phone: string;
  password: string;
  role: Role;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

let phoneCounter = 0;
/** A unique valid Indian mobile number. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String((process.pid * 1000 + phoneCounter) % 1e9).padStart(9, '0')}`;
}

/** A signed-in user (one session) of the given role, registered through the accounts service. */
export async function createUser(
  t: TestApp,
  opts: { role?: Role; name?: string; phone?: string; password?: string } = {},
): Promise<TestUser> {
  const password = opts.password ?? 'correct-horse-battery';
  const phone = opts.phone ?? uniquePhone();
  const name = opts.name ?? 'Test Customer';
  const role = opts.role ?? 'USER';
  const user = await registerUser(t.ctx.db, { name, phone, password }, role);
  const tokens = await startSession(t.ctx, { id: user.user_id, role }, 'vitest');
  return {
    id: user.user_id,
    name,
    phone,
    password,
    role,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    sessionId: tokens.session_id,
  };
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** A category, a maker and a product with the given price (rupees) and stock. */
export async function createProduct(
  db: Db,
  opts: {
    name?: string;
    sku?: string;
    price?: number;
    compareAt?: number | null;
    stock?: number;
    active?: boolean;
  } = {},
) {
  const id = crypto.randomBytes(4).toString('hex');
  const name = opts.name ?? `Test Drill ${id}`;
  const sku = opts.sku ?? `TST-${id.toUpperCase()}`;
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${id}`, slug: `category-${id}` })
    .returning();
  const [maker] = await db
    .insert(manufacturers)
    .values({ name: `Maker ${id}`, slug: `maker-${id}` })
    .returning();
  if (!category || !maker) throw new Error('fixture insert failed');
  const [product] = await db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${id}`,
      sku,
      skuNorm: sku.toUpperCase().replace(/[^A-Z0-9]/g, ''),
      manufacturerId: maker.id,
      pricePaise: Math.round((opts.price ?? 1000) * 100),
      compareAtPaise: opts.compareAt == null ? null : Math.round(opts.compareAt * 100),
      stockQuantity: opts.stock ?? 10,
      isActive: opts.active ?? true,
      images: [],
      searchText: `${name} ${sku} maker ${id}`.toLowerCase(),
    })
    .returning();
  if (!product) throw new Error('fixture insert failed');
  await db.insert(productCategories).values({ productId: product.id, categoryId: category.id });
  return { product, category, maker };
}

export async function setStock(db: Db, productId: string, stock: number) {
  await db.update(products).set({ stockQuantity: stock }).where(eq(products.id, productId));
}
export async function setPrice(db: Db, productId: string, rupees: number) {
  await db
    .update(products)
    .set({ pricePaise: Math.round(rupees * 100) })
    .where(eq(products.id, productId));
}
