import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The server package root. This file sits directly in src/, and the bundle sits directly in
 * dist/, so one level up is the package root in both cases.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
