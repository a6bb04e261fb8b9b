import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';

/** Loads the demo catalogue into an empty database. */
export async function seedIfEmpty(_ctx: AppContext, _log: FastifyBaseLogger): Promise<void> {
  // Filled in by the catalogue module: categories, makers, products and their pictures.
}
