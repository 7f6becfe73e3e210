import { errorSchema, invoiceMessages, invoiceSchema, myOrdersResponseSchema, paths } from '@dhanya/api/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders as ordersTable, products } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { deliveryForm, gstShop, karnatakaGstin, orderOf } from './invoice-support.js';
import { addProduct, call, saveShopSettings } from './shop-support.js';

let t: TestApp;
let admin: Record<string, string>;
let shopper: TestCustomer;
let rice: string;
let curryLeaves: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.createAdmin());
  shopper = await t.signup();
  await saveShopSettings(t.db, gstShop);
  rice = (
    await addProduct(t.db, {
      title: 'Sona Masoori Rice',
      pricePaise: 62_500,
      quantity: 500,
      hsnCode: '1006',
      gstRate: 5,
    })
  ).id;
  curryLeaves = (
    await addProduct(t.db, { title: 'Curry Leaves', pricePaise: 9_900, quantity: 500, hsnCode: '0709', gstRate: 0 })
  ).id;
});
afterAll(() => t?.close());

const markPaid = (orderId: string) => call(t.app, 'POST', paths.markOrderPaid(orderId), { headers: admin, body: {} });
const setStatus = (orderId: string, status: string) =>
  call(t.app, 'PUT', paths.updateOrderStatus(orderId), { headers: admin, body: { status } });
const invoiceOf = async (orderId: string, headers: Record<string, string> = shopper.headers) => {
  const response = await call(t.app, 'GET', paths.orderInvoice(orderId), { headers });
  expect(response.statusCode, response.body).toBe(200);
  return invoiceSchema.parse(response.json());
};
const upiOrder = (lines: Array<[string, number]>, change = {}) =>
  orderOf(t, shopper, lines, { paymentType: 'ONLINE', ...change });

describe('GST invoices (issue 16)', () => {
  it('[GST-05] a UPI order paid gets the next invoice number, with the Rule 46 fields and a CGST + SGST split', async () => {
    const orderId = await upiOrder([
      [rice, 2],
      [curryLeaves, 1],
    ]);
    const before = await call(t.app, 'GET', paths.orderInvoice(orderId), { headers: shopper.headers });
    expect(before.statusCode).toBe(404);
    expect(errorSchema.parse(before.json()).msg).toBe(invoiceMessages.notYet);

    expect((await markPaid(orderId)).statusCode).toBe(200);
    const invoice = await invoiceOf(orderId);
    expect(invoice.number).toMatch(/^DH\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.supplier).toEqual({
      legalName: gstShop.legalName,
      address: gstShop.address,
      gstin: karnatakaGstin,
      state: { name: 'Karnataka', code: '29' },
    });
    expect(invoice.recipient).toEqual({
      name: 'Lakshmi Rao',
      address: ['7 Temple Street', 'Mysuru, Karnataka 570001'],
      state: { name: 'Karnataka', code: '29' },
    });
    expect(invoice.placeOfSupply).toEqual({ name: 'Karnataka', code: '29' });
    expect(invoice.intraState).toBe(true);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: 'Sona Masoori Rice (1 pack)',
        unit: '1 pack',
        hsnCode: '1006',
        quantity: 2,
        gstRate: 5,
      }),
      expect.objectContaining({
        description: 'Curry Leaves (1 pack)',
        hsnCode: '0709',
        quantity: 1,
        gstRate: 0,
        cgst: 0,
      }),
    ]);
    const [riceLine] = invoice.lines;
    // ₹1,250 with 5 % in it: ₹1,190.48 taxable, ₹29.76 CGST and ₹29.76 SGST.
    expect(riceLine).toMatchObject({ total: 1250, taxableValue: 1190.48, cgst: 29.76, sgst: 29.76, igst: 0 });
    expect(invoice.totals).toEqual({ taxableValue: 1289.48, cgst: 29.76, sgst: 29.76, igst: 0, total: 1349 });
    expect(invoice.totalInWords).toBe('Rupees One Thousand Three Hundred Forty Nine Only');

    const orders = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: shopper.headers })).json(),
    ).orders;
    expect(orders.find((order) => order._id === orderId)?.invoiceNumber).toBe(invoice.number);
    // Paying again changes nothing: the number is given once.
    expect((await markPaid(orderId)).statusCode).toBe(200);
    expect((await invoiceOf(orderId)).number).toBe(invoice.number);
  });

  it('[GST-06] a delivery to another state is taxed as IGST', async () => {
    const orderId = await upiOrder([[rice, 1]], { state: 'Tamil Nadu', city: 'Chennai', zip: '600001' });
    await markPaid(orderId);
    const invoice = await invoiceOf(orderId);
    expect(invoice.intraState).toBe(false);
    expect(invoice.placeOfSupply).toEqual({ name: 'Tamil Nadu', code: '33' });
    expect(invoice.totals).toEqual({ taxableValue: 595.24, cgst: 0, sgst: 0, igst: 29.76, total: 625 });
  });

  it('[GST-07] a cash order is invoiced when it is delivered, and paid then', async () => {
    const orderId = await orderOf(t, shopper, [[rice, 1]]);
    for (const status of ['confirmed', 'shipped']) expect((await setStatus(orderId, status)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', paths.orderInvoice(orderId), { headers: shopper.headers })).statusCode).toBe(404);
    expect((await setStatus(orderId, 'delivered')).statusCode).toBe(200);
    const invoice = await invoiceOf(orderId);
    expect(invoice.paymentMethod).toBe('Cash on delivery');
    const orders = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: shopper.headers })).json(),
    ).orders;
    expect(orders.find((order) => order._id === orderId)).toMatchObject({
      paymentStatus: 'paid',
      invoiceNumber: invoice.number,
    });
  });

  // The payments race only on PostgreSQL (TEST_DATABASE_URL, a pool of connections). PGlite
  // has one connection and runs them one after another: there, this proves the numbering only.
  it('[GST-08] invoice numbers are consecutive, with no gaps and no repeats, under concurrent payments', async () => {
    const orders: { orderId: string; headers: Record<string, string> }[] = [];
    // Twelve shoppers: one account may have only two orders waiting for payment (issue 31).
    for (let i = 0; i < 12; i++) {
      const buyer = await t.signup();
      orders.push({
        orderId: await orderOf(t, buyer, [[curryLeaves, 1]], { paymentType: 'ONLINE' }),
        headers: buyer.headers,
      });
    }
    const answers = await Promise.all(orders.map(({ orderId }) => markPaid(orderId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    const numbers = await Promise.all(
      orders.map(async ({ orderId, headers }) => (await invoiceOf(orderId, headers)).number),
    );

    const sequence = (number: string) => Number(number.split('/')[2]);
    const all = (await t.db.query.orders.findMany({ columns: { invoiceNumber: true } })).flatMap((order) =>
      order.invoiceNumber ? [sequence(order.invoiceNumber)] : [],
    );
    all.sort((a, b) => a - b);
    expect(all).toEqual(all.map((_number, index) => index + 1));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('[GST-09] shows an invoice only to its shopper and the staff, and as a PDF with the GSTIN, HSN codes and the split', async () => {
    const orderId = await upiOrder([
      [rice, 1],
      [curryLeaves, 2],
    ]);
    await markPaid(orderId);
    const stranger = await t.signup();
    const theirs = await call(t.app, 'GET', paths.orderInvoice(orderId), { headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect((await call(t.app, 'GET', paths.orderInvoice(orderId))).statusCode).toBe(401);
    const staff = await call(t.app, 'GET', paths.adminOrderInvoice(orderId), { headers: admin });
    expect(invoiceSchema.parse(staff.json()).number).toBe((await invoiceOf(orderId)).number);

    const pdf = await call(t.app, 'GET', paths.orderInvoicePdf(orderId), { headers: shopper.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice-DH-\d{2}-\d{2}-\d{6}\.pdf"$/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    for (const expected of [
      karnatakaGstin,
      '1006',
      '0709',
      'CGST',
      'SGST',
      'Place of supply Karnataka (29)',
      'Tax Invoice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('₹');
    const adminPdf = await call(t.app, 'GET', paths.adminOrderInvoicePdf(orderId), { headers: admin });
    expect(adminPdf.statusCode).toBe(200);
    expect((await call(t.app, 'GET', paths.orderInvoicePdf(orderId), { headers: stranger.headers })).statusCode).toBe(
      404,
    );
  });

  it('[GST-10] a shop not registered for GST issues a bill of supply, with no tax', async () => {
    await saveShopSettings(t.db, { ...gstShop, gstin: '' });
    const orderId = await upiOrder([[rice, 1]]);
    await markPaid(orderId);
    const invoice = await invoiceOf(orderId);
    expect(invoice.supplier.gstin).toBe('');
    expect(invoice.lines[0]).toMatchObject({ gstRate: 0, taxableValue: 625, cgst: 0, sgst: 0, igst: 0 });
    expect(invoice.totals).toEqual({ taxableValue: 625, cgst: 0, sgst: 0, igst: 0, total: 625 });
    const pdf = await call(t.app, 'GET', paths.orderInvoicePdf(orderId), { headers: shopper.headers });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Not registered for GST');
    expect(text).not.toContain('CGST');
    await saveShopSettings(t.db, gstShop);
  });

  it('[GST-12] an invoice keeps the seller’s details it was issued with', async () => {
    const orderId = await upiOrder([[rice, 1]]);
    await markPaid(orderId);
    await saveShopSettings(t.db, { ...gstShop, legalName: 'Dhanya Foods LLP', address: 'Mysuru' });
    expect((await invoiceOf(orderId)).supplier).toMatchObject({
      legalName: gstShop.legalName,
      address: gstShop.address,
    });
    await saveShopSettings(t.db, gstShop);
  });

  it('[GST-13] cancelling an invoiced order issues a credit note for it, once; the order stays cancelled', async () => {
    const orderId = await upiOrder([[rice, 1]]);
    await markPaid(orderId);
    const notCancelled = await invoiceOf(orderId);
    expect(notCancelled.creditNote).toBeNull();

    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    const invoice = await invoiceOf(orderId);
    expect(invoice.number).toBe(notCancelled.number);
    expect(invoice.creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const orders = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: shopper.headers })).json(),
    ).orders;
    expect(orders.find((order) => order._id === orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      creditNoteNumber: invoice.creditNote?.number,
    });

    const revived = await setStatus(orderId, 'placed');
    expect(revived.statusCode).toBe(409);
    expect(errorSchema.parse(revived.json()).msg).toBe(
      `This order's invoice was cancelled by credit note ${invoice.creditNote?.number}: place a new order instead`,
    );
    const pdf = await call(t.app, 'GET', paths.orderInvoicePdf(orderId), { headers: shopper.headers });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    for (const expected of ['Tax Invoice', 'Credit Note', `Credit note no. ${invoice.creditNote?.number}`]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Against invoice ${invoice.number}`);

    // A cancelled order never invoiced needs no credit note.
    const unpaid = await upiOrder([[rice, 1]]);
    expect((await setStatus(unpaid, 'cancelled')).statusCode).toBe(200);
    const [row] = await t.db.select().from(ordersTable).where(eq(ordersTable.id, unpaid));
    expect(row?.creditNoteNumber).toBeNull();
  });

  it('[GST-11] products keep their HSN code and GST rate, and an order keeps them as they were', async () => {
    const orderId = await upiOrder([[rice, 1]], { ...deliveryForm, paymentType: 'ONLINE' });
    await t.db.update(products).set({ gstRate: 18, hsnCode: '9999' });
    await markPaid(orderId);
    const [line] = (await invoiceOf(orderId)).lines;
    expect(line).toMatchObject({ hsnCode: '1006', gstRate: 5 });
  });
});
