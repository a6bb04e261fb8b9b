import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/*
 * The one reader of a single-file upload (multipart, the file in the field "file"): staff
 * pictures (POST /admin/images), a customer's return photo (POST /returns/photos) and the
 * catalogue file (POST /admin/products/import). Each route registers it in its own child
 * scope, so no other route parses multipart.
 */

export interface SingleFileRules {
  /** The largest file taken, in bytes; one byte more is a 413 with `tooLarge`. */
  maxBytes: number;
  tooLarge: string;
  /** A second file, another field name or too many parts. */
  oneFile: string;
  /** No file at all. */
  choose: string;
}

/** A body that stopped before the whole file arrived, or that is not well-formed multipart. */
export const UPLOAD_CUT_OFF =
  'The upload stopped before the whole file arrived, or is not a well-formed form upload. Please send the file again.';

/** A request whose body stopped before its Content-Length or its last chunk (Node's parser refuses it). */
export const BODY_CUT_OFF =
  'The request stopped before its whole body arrived. Please send it again.';

const fileError = (code: 'invalid_data' | 'payload_too_large', message: string) =>
  new AppError(code, message, [{ field: 'file', message }]);

/** Registers multipart parsing in this (child) scope with the limits of one small form. */
export async function acceptSingleFile(
  scope: FastifyInstance,
  rules: SingleFileRules,
): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: rules.maxBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      fieldNameSize: 100,
    },
  });
}

/**
 * The bytes of the one file of the request. A file too large is a 413, a second file or too
 * many parts a 400, no file a 400 naming `file`, and a body cut off anywhere (before its
 * Content-Length, a chunked body ending early, no closing boundary, a broken part header) a
 * 400 naming `file` with UPLOAD_CUT_OFF, never a 500.
 */
export async function readSingleFile(
  request: FastifyRequest,
  rules: SingleFileRules,
): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue; // plain fields carry nothing we use
      if (part.fieldname !== 'file' || bytes) throw fileError('invalid_data', rules.oneFile);
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('payload_too_large', rules.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fileError('invalid_data', rules.oneFile);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw err;
    // busboy's "Unexpected end of form", "Malformed part header", an aborted request (the
    // client stopped sending): the upload itself is broken
    request.log.info({ err }, 'upload cut off or malformed');
    throw fileError('invalid_data', UPLOAD_CUT_OFF);
  }
  if (!bytes) throw fileError('invalid_data', rules.choose);
  return bytes;
}
