import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode, FieldError } from '@store/contract';
import { AppError, STATUS_BY_CODE } from '../lib/errors';
import { redactError, storageProblem } from './log-redaction';
import { UPLOAD_CUT_OFF } from '../lib/upload';

export const STORAGE_PROBLEM_MESSAGE =
  'The store cannot save anything right now. Please try again in a few minutes.';

function body(code: ErrorCode, message: string, errors?: FieldError[]) {
  return { success: false, message, code, data: null, ...(errors ? { errors } : {}) };
}

const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_data', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_data', 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'This content type is not supported'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large'],
  FST_REQ_FILE_TOO_LARGE: ['payload_too_large', 'The file is too large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['invalid_data', 'Expected a multipart upload'],
};

/**
 * A multipart body that ends early or is malformed (busboy's errors carry no code): the
 * client's fault, a 400, never a 500 (issue 23).
 */
const BROKEN_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;
export const BROKEN_UPLOAD_MESSAGE = UPLOAD_CUT_OFF;

/** One error handler: expected errors keep their message, anything else is a generic 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(STATUS_BY_CODE[err.code]).send(body(err.code, err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return {
          field: where || err.validationContext || 'body',
          message: v.message ?? 'Invalid value',
        };
      });
      const first = errors[0]?.message ?? 'Invalid request';
      return reply.status(400).send(body('invalid_data', first, errors));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(STATUS_BY_CODE[known[0]]).send(body(known[0], known[1]));
    if (!err.code && BROKEN_MULTIPART.test(err.message)) {
      return reply.status(400).send(body('invalid_data', BROKEN_UPLOAD_MESSAGE));
    }
    if (isResponseSerializationError(err)) {
      request.log.error(
        { err: redactError(err), issues: err.cause },
        'response did not match its schema',
      );
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code: ErrorCode =
        err.statusCode === 404
          ? 'not_found'
          : err.statusCode === 429
            ? 'rate_limited'
            : err.statusCode === 413
              ? 'payload_too_large'
              : 'invalid_data';
      return reply
        .status(err.statusCode)
        .send(body(code, code === 'invalid_data' ? 'The request is not valid' : err.message));
    } else {
      // Never the raw error: a failed query repeats its parameters (names, phones, addresses).
      const problem = storageProblem(err);
      request.log.error(
        { err: redactError(err), ...(problem ? { storage: problem } : {}) },
        problem ? `storage problem: ${problem}` : 'unexpected error',
      );
      if (problem) {
        return reply
          .status(503)
          .header('retry-after', '60')
          .send(body('internal', STORAGE_PROBLEM_MESSAGE));
      }
    }
    return reply
      .status(500)
      .send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
