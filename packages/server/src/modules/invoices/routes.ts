import { invoiceFileName, invoiceSchema, paths } from '@dhanya/api/contract';
import type { FastifyReply } from 'fastify';
import { currentUser } from '../../auth/current-user.js';
import { idParams } from '../../http/route-schemas.js';
import type { ServerModule } from '../../server-types.js';
import { findInvoice } from './find-invoice.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { Invoice } from '@dhanya/api/contract';

async function sendPdf(reply: FastifyReply, invoice: Invoice) {
  const pdf = await renderInvoicePdf(invoice);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** GST invoices (issue 16): the shopper's own, and any order's for the staff; as data and as a PDF. */
const invoicesModule: ServerModule = async (app, { db }) => {
  const invoiceResponse = { params: idParams, response: { 200: invoiceSchema } };

  app.get(paths.orderInvoice.route, { preValidation: app.authenticate, schema: invoiceResponse }, (request) =>
    findInvoice(db, request.params.id, currentUser(request).id),
  );
  app.get(paths.adminOrderInvoice.route, { preValidation: app.requireAdmin, schema: invoiceResponse }, (request) =>
    findInvoice(db, request.params.id),
  );
  app.get(
    paths.orderInvoicePdf.route,
    { preValidation: app.authenticate, schema: { params: idParams } },
    async (request, reply) => sendPdf(reply, await findInvoice(db, request.params.id, currentUser(request).id)),
  );
  app.get(
    paths.adminOrderInvoicePdf.route,
    { preValidation: app.requireAdmin, schema: { params: idParams } },
    async (request, reply) => sendPdf(reply, await findInvoice(db, request.params.id)),
  );
};

export default invoicesModule;
