import {
  EwayBillFileSchema,
  EwayBillQuerySchema,
  Gstr1QuerySchema,
  Gstr1SummaryQuerySchema,
  Gstr1SummaryResponseSchema,
  IdParamsSchema,
  AdminOrderResponseSchema,
  LowStockPageSchema,
  PagingQuerySchema,
  SalesReportQuerySchema,
  SalesReportResponseSchema,
  TallyQuerySchema,
  tallyFileName,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { invalid } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { getAdminOrder, getAdminOrderWithImages } from '../order-views/staff-orders.service';
import { issueInvoiceEarly } from './issue-invoice';
import { buildEwayBill } from './eway-bill';
import { companyBillTo } from '../companies/billing-address';
import { gstr1CsvFiles, gstr1Zip } from './gstr1-csv';
import { gstr1ForMonth } from './gstr1-data';
import { gstr1JsonStream } from './gstr1-json';
import { indiaMonthOf } from '../../lib/india-time';
import { listLowStock } from './low-stock';
import { salesReport, salesReportCsv } from './sales-report';
import { tallyFileForMonth } from './tally-data';
import { readDb } from '../../db/read-replica';

export const FUTURE_MONTH_MESSAGE = 'That month has not begun yet';

/** A month after the current one (India time) has no return to file. */
function refuseFutureMonth(month: string) {
  if (month > indiaMonthOf(new Date())) {
    throw invalid(FUTURE_MONTH_MESSAGE, [{ field: 'month', message: FUTURE_MONTH_MESSAGE }]);
  }
}

/** The accountant's and dispatcher's paperwork (decisions.md › §18), under /api/admin. */
export async function reportsAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];
  const tags = ['staff'];

  app.get(
    '/reports/gstr1',
    {
      schema: {
        tags,
        security,
        summary:
          "A month's GSTR-1 as the GST portal's JSON, or (format=csv) a zip of the offline tool's CSVs",
        description:
          'month is YYYY-MM (India time); a malformed or future month is 400. Sections b2b, b2cl, ' +
          'b2cs, cdnr, cdnur, hsn (hsn_b2b, hsn_b2c), doc_issue. docs/decisions/240.',
        querystring: Gstr1QuerySchema,
        produces: ['application/json', 'application/zip'],
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      refuseFutureMonth(month);
      const { json, buyerNames } = await gstr1ForMonth(readDb(ctx), month, ctx);
      const base = `GSTR1_${json.gstin}_${json.fp}`;
      if (format === 'csv') {
        const zip = await gstr1Zip(gstr1CsvFiles(json, buyerNames));
        reply.header('content-type', 'application/zip');
        reply.header('content-disposition', `attachment; filename="${base}.zip"`);
        return reply.send(Buffer.from(zip));
      }
      reply.header('content-disposition', `attachment; filename="${base}.json"`);
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(gstr1JsonStream(json));
    },
  );

  app.get(
    '/reports/tally.xml',
    {
      schema: {
        tags,
        security,
        summary: "A month's sales, credit notes and receipts as a TallyPrime import file",
        description:
          'ENVELOPE / HEADER / TALLYREQUEST "Import Data", BODY / IMPORTDATA / REQUESTDESC / ' +
          'REPORTNAME "Vouchers", one TALLYMESSAGE per voucher (Sales, Credit Note, Receipt); ' +
          'debits negative, credits positive, each voucher adds up to zero. masters=true adds a ' +
          'LEDGER per party under Sundry Debtors. decisions.md › §25, docs/decisions/363.',
        querystring: TallyQuerySchema,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const { month, masters } = request.query;
      refuseFutureMonth(month);
      const xml = await tallyFileForMonth(readDb(ctx), month, masters, ctx);
      reply.header('content-type', 'application/xml; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${tallyFileName(month)}"`);
      return reply.send(xml);
    },
  );

  app.get(
    '/reports/gstr1/summary',
    {
      schema: {
        tags,
        security,
        summary: "The figures of a month's GSTR-1 (the same as the files)",
        querystring: Gstr1SummaryQuerySchema,
        response: { 200: Gstr1SummaryResponseSchema },
      },
    },
    async (request) => {
      refuseFutureMonth(request.query.month);
      const { summary } = await gstr1ForMonth(readDb(ctx), request.query.month, ctx);
      return ok(summary);
    },
  );

  app.get(
    '/reports/sales',
    {
      schema: {
        tags,
        security,
        summary: 'Sales for a period by day, month, category or maker (JSON or CSV)',
        description: 'from and to are India dates (YYYY-MM-DD), at most 2 years apart.',
        querystring: SalesReportQuerySchema,
        response: { 200: SalesReportResponseSchema },
      },
    },
    async (request) => {
      const report = await salesReport(readDb(ctx), request.query);
      return ok(report);
    },
  );

  app.get(
    '/reports/sales.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The sales report as CSV (UTF-8 with a BOM)',
        querystring: SalesReportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await salesReport(readDb(ctx), request.query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header(
        'content-disposition',
        `attachment; filename="sales-by-${report.group}-${report.from}-to-${report.to}.csv"`,
      );
      return reply.send(salesReportCsv(report));
    },
  );

  app.get(
    '/reports/low-stock',
    {
      schema: {
        tags,
        security,
        summary: 'Products at or below their reorder level, emptiest first',
        querystring: PagingQuerySchema,
        response: { 200: LowStockPageSchema },
      },
    },
    async (request) => {
      return ok(await listLowStock(readDb(ctx), request.query));
    },
  );

  app.get(
    '/orders/:id/eway-bill.json',
    {
      schema: {
        tags,
        security,
        summary:
          "The order's e-way bill (Part A, and Part B as given) as the portal's bulk-upload JSON",
        description:
          "The bulk-upload tool's keys (transType, actualFromStateCode, actualToStateCode, " +
          'OthValue, TotNonAdvolVal; docs/decisions/330). Part B: vehicle_no (road; Indian ' +
          'registration format) or transporter_id (15 characters), trans_mode 1 road (default), ' +
          '2 rail, 3 air, 4 ship (these need trans_doc_no and trans_doc_date, YYYY-MM-DD); ' +
          'neither is 400 naming vehicle_no. transDistance is distance_km, or 0 (the portal ' +
          'works it out from the pincodes). Needs the tax invoice: 409 before it is issued.',
        params: IdParamsSchema,
        querystring: EwayBillQuerySchema,
        response: { 200: EwayBillFileSchema },
      },
    },
    async (request, reply) => {
      const order = await getAdminOrder(ctx.db, request.params.id);
      const billTo = order.company
        ? await companyBillTo(ctx.db, order.company.company_id, order.order_id)
        : null;
      const bill = buildEwayBill(order, ctx.config, request.query, billTo);
      reply.header(
        'content-disposition',
        `attachment; filename="eway-bill-${order.invoice!.number.replace(/[^A-Za-z0-9-]/g, '-')}.json"`,
      );
      return bill;
    },
  );

  app.post(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        security,
        summary: 'Issue the tax invoice of a CONFIRMED order before it ships (for its e-way bill)',
        description:
          'An order that already has one keeps it (200). Only CONFIRMED orders: else 409.',
        params: IdParamsSchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => {
      await issueInvoiceEarly(ctx.db, request.params.id, ctx);
      const order = await getAdminOrderWithImages(ctx.db, { orderId: request.params.id }, ctx);
      return ok(order, `Invoice ${order.invoice?.number ?? ''} issued`);
    },
  );
}
