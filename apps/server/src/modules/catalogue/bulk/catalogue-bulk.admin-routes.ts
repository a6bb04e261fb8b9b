import {
  CatalogueImportQuerySchema,
  ImportReportResponseSchema,
  ImportReportSchema,
  ErrorEnvelopeSchema,
  IMPORT_STREAM_TYPE,
  MAX_IMPORT_BYTES,
  type ImportReport,
} from '@store/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { App } from '../../../lib/fastify';
import { ok } from '../../../lib/reply';
import { acceptSingleFile, readSingleFile } from '../../../lib/upload';
import { exportCatalogueCsv, exportFileName } from './catalogue-export.service';
import { importCatalogue } from './catalogue-import.service';

const security = [{ bearer: [] }];
const CSV_UPLOAD = {
  maxBytes: MAX_IMPORT_BYTES - 1,
  tooLarge: `The file must be smaller than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`,
  oneFile: 'Upload one CSV file, in the field "file"',
  choose: 'Choose a CSV file to import',
};

/**
 * An import refused for its errors (the report with what is wrong, nothing written), or a
 * file refused as a whole (not CSV, no file: the usual error envelope).
 */
const ImportRefusedSchema = ErrorEnvelopeSchema.extend({
  data: ImportReportSchema.nullable(),
});

/** The envelope of an import's report: 400 with the report when it was refused for errors. */
function answerOf(report: ImportReport, dryRun: boolean) {
  if (report.errors_total > 0 && !dryRun) {
    const n = report.errors_total;
    return {
      status: 400 as const,
      body: {
        success: false as const,
        message: report.dry_run
          ? `Nothing was imported: the file has ${n} error${n === 1 ? '' : 's'}`
          : `Only ${report.rows.length} products were imported, then ${n} error${n === 1 ? '' : 's'} stopped the import (products changed since the file was checked)`,
        code: 'invalid_data' as const,
        data: report,
        errors: report.errors.map((e) => ({
          field: e.column ? `row ${e.row}, ${e.column}` : `row ${e.row}`,
          message: e.message,
        })),
      },
    };
  }
  const message = dryRun
    ? 'Checked: nothing was changed'
    : `Imported: ${report.create} created, ${report.update} updated, ${report.unchanged} unchanged`;
  return { status: 200 as const, body: ok(report, message) };
}

/** The catalogue in bulk (decisions.md › The catalogue in bulk), under /api/admin. */
export async function catalogueBulkAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/products/export',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every product as CSV (UTF-8 with BOM, the columns of decisions.md §19)',
        description:
          'Streamed in SKU order. Cells that begin with =, +, - or @ are written with a leading ' +
          "' so spreadsheets show them as text.",
        security,
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store');
      return reply.send(exportCatalogueCsv(ctx.db));
    },
  );

  // multipart is parsed only in this child scope
  await app.register(async (scope) => {
    const route = scope.withTypeProvider<ZodTypeProvider>();
    await acceptSingleFile(route, CSV_UPLOAD);
    route.post(
      '/products/import',
      {
        schema: {
          tags: ['staff'],
          summary: 'Import products from CSV (multipart field "file"); dry_run=true only checks',
          description:
            'Rows match products by SKU; makers and categories by name, created when missing ' +
            'only with create_missing=true. Without dry_run every row is written in one ' +
            'transaction, or nothing (400 with the report) when any row has an error. With ' +
            '`Accept: application/x-ndjson` the answer is a stream of lines: `{ "progress": ' +
            '{ step, done, total } }` while it works (step reading, checking, writing), then ' +
            'the envelope above as the last line.',
          security,
          consumes: ['multipart/form-data'],
          querystring: CatalogueImportQuerySchema,
          response: { 200: ImportReportResponseSchema, 400: ImportRefusedSchema },
        },
      },
      async (request, reply) => {
        const file = await readSingleFile(request, CSV_UPLOAD);
        if (!String(request.headers.accept ?? '').includes(IMPORT_STREAM_TYPE)) {
          const report = await importCatalogue(ctx.db, file, request.query, ctx);
          const answer = answerOf(report, request.query.dry_run);
          return reply.header('cache-control', 'no-store').status(answer.status).send(answer.body);
        }
        // progress lines while it works, then the same envelope as the last line
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': `${IMPORT_STREAM_TYPE}; charset=utf-8`,
          'cache-control': 'no-store',
          'x-request-id': request.id,
        });
        const line = (value: unknown) => raw.write(`${JSON.stringify(value)}\n`);
        try {
          const report = await importCatalogue(ctx.db, file, request.query, ctx, (progress) =>
            line({ progress }),
          );
          line(answerOf(report, request.query.dry_run).body);
        } catch (err) {
          if (err instanceof AppError) {
            line({ success: false, message: err.message, code: err.code, data: null });
          } else {
            request.log.error({ err }, 'catalogue import failed');
            line({
              success: false,
              message: 'Something went wrong on our side. Please try again.',
              code: 'internal',
              data: null,
            });
          }
        } finally {
          raw.end();
        }
      },
    );
  });
}
