import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Answers that services hand out again and again (remembered listing pages and product
 * pages) are checked against their response schema and turned into JSON once; later replies
 * with the same object send that text as it is. Remembered objects are never modified.
 */
const serialized = new WeakMap<object, string>();

export function sendRemembered(
  reply: FastifyReply,
  schema: ZodType,
  data: object,
  message: string,
): FastifyReply {
  let body = serialized.get(data);
  if (body === undefined) {
    // the same check the zod serializer makes: a shape error is a 500, never a wrong answer
    body = JSON.stringify(schema.parse({ success: true, message, data }));
    serialized.set(data, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
