import { parseArgs } from 'node:util';
import { RegisterBodySchema } from '@store/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createOrPromoteAdmin, type AdminInput } from './accounts.service';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --name "Full Name" --phone 9XXXXXXXXX --password "at least 8 characters"';

export class CreateAdminUsageError extends Error {}

/** Reads and validates --name, --phone and --password with the registration rules. */
export function parseCreateAdminArgs(argv: string[]): AdminInput {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        name: { type: 'string' },
        phone: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CreateAdminUsageError(`${(err as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  if (values.help) throw new CreateAdminUsageError(CREATE_ADMIN_USAGE);
  const missing = (['name', 'phone', 'password'] as const).filter((k) => !values[k]);
  if (missing.length > 0) {
    throw new CreateAdminUsageError(
      `Missing ${missing.map((m) => `--${m}`).join(', ')}\n${CREATE_ADMIN_USAGE}`,
    );
  }
  const parsed = RegisterBodySchema.safeParse({
    name: values.name,
    phone: values.phone,
    password: values.password,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`);
    throw new CreateAdminUsageError(`Invalid value:\n${lines.join('\n')}`);
  }
  return { name: parsed.data.name, phone: parsed.data.phone, password: parsed.data.password };
}

/** Creates or promotes the ADMIN and answers the line to print. */
export async function runCreateAdmin(
  db: Db,
  input: AdminInput,
  opts: { shopName?: string } = {},
): Promise<string> {
  try {
    const { action, user } = await createOrPromoteAdmin(db, input, opts);
    return action === 'created'
      ? `Created staff account ${user.name} (${user.phone}) with role ADMIN.`
      : `The existing account ${user.phone} is now ADMIN (${user.name}); its password was set to the one given.`;
  } catch (err) {
    if (err instanceof AppError) throw new CreateAdminUsageError(err.message);
    throw err;
  }
}
