import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';

export async function eventsRoutes(_app: App, _ctx: AppContext): Promise<void> {
  // Routes of this module are registered here.
}
