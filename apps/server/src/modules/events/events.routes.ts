import { PollQuerySchema, PollResponseSchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { eventHubFor } from './event-hub';
import { pollEvents } from './events.service';

export async function eventsRoutes(app: App, ctx: AppContext): Promise<void> {
  const hub = eventHubFor(ctx.database);
  await hub.start();
  // One listener for the whole process (not one per held poll): shutdown ends every wait.
  if (ctx.shutdownSignal.aborted) hub.shutdown();
  else ctx.shutdownSignal.addEventListener('abort', () => hub.shutdown(), { once: true });
  app.addHook('onClose', async () => {
    await hub.stop();
  });

  app.get(
    '/polling/user/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['events'],
        summary: "Long poll for the signed-in user's order events",
        description:
          'Without lastEventId: answers at once with the current last event id. With it: answers ' +
          'at once when newer events exist, else holds the request until one arrives or ' +
          `${Math.round(ctx.config.EVENTS_LONG_POLL_MS / 1000)} s pass (then an empty list).`,
        security: [{ bearer: [] }],
        querystring: PollQuerySchema,
        response: { 200: PollResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      // Ends the wait when the client goes away (the waiter is dropped).
      const gone = new AbortController();
      const onClose = () => gone.abort();
      reply.raw.once('close', onClose);
      try {
        const result = await pollEvents(ctx.db, hub, userId, request.query.lastEventId, {
          wait: request.query.longPoll === 'true',
          timeoutMs: ctx.config.EVENTS_LONG_POLL_MS,
          signal: gone.signal,
        });
        return ok(result);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
}
