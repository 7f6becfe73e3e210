// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The shared client reads localStorage when it is created; Node has none, so give it one.
vi.hoisted(() => {
  const entries = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    key: () => null,
    length: 0,
  };
});

import { TOKEN_KEY, api } from '../../client';
import { getInvoicePdf, getOrderInvoice } from '../../endpoints/invoices';
import { gstinProblem } from '../../schemas/gstin';
import { invoiceMessages, invoiceSchema } from '../../schemas/invoices';
import { type MockVariant, mockData, mockHandlers, mockToken, resetMockData } from '../index';
import * as fixtures from '../fixtures';

const base = 'http://shop.test';
const server = setupServer();
const serve = (variant: MockVariant) =>
  server.resetHandlers(...Object.values(mockHandlers(variant, { baseUrl: base })).flat());

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  api.setBaseUrl(base);
});
beforeEach(() => {
  resetMockData();
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, mockToken(fixtures.shopper));
  serve('populated');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  api.setBaseUrl('');
});

const invoiced = 'order-1002';

describe('the shopper invoice (issue 16)', () => {
  test('the demo shop is a registered Karnataka business', () => {
    const settings = fixtures.shopSettings;
    expect(gstinProblem(settings.gstin)).toBeUndefined();
    expect(settings.gstin.slice(0, 2)).toBe('29');
    expect(settings).toMatchObject({ state: 'Karnataka', legalName: expect.any(String), address: expect.any(String) });
  });

  test('an order delivered in Karnataka: CGST and SGST, from the shop settings and the product', async () => {
    const invoice = invoiceSchema.parse(await getOrderInvoice(invoiced));
    expect(invoice).toMatchObject({
      number: 'DH/26-27/000041',
      orderId: invoiced,
      orderReference: 'DH-ORDER100',
      supplier: {
        legalName: 'Dhanya Organics Private Limited',
        gstin: '29AAGCB7383J1Z4',
        state: { name: 'Karnataka', code: '29' },
      },
      // The order was stored by the old client with "NULL" for the last name and line 2.
      recipient: { name: 'Asha', address: ['21, 4th Main Road, Indiranagar', 'Bengaluru, Karnataka 560038'] },
      placeOfSupply: { name: 'Karnataka', code: '29' },
      intraState: true,
      paymentMethod: 'UPI',
      totals: { taxableValue: 180, cgst: 4.5, sgst: 4.5, igst: 0, total: 189 },
      totalInWords: 'Rupees One Hundred Eighty Nine Only',
    });
    expect(invoice.lines).toEqual([
      {
        description: 'Aged Basmati Rice (1 kg)',
        hsnCode: '1006',
        quantity: 1,
        unit: '1 kg',
        unitPrice: 189,
        taxableValue: 180,
        gstRate: 5,
        cgst: 4.5,
        sgst: 4.5,
        igst: 0,
        total: 189,
      },
    ]);
  });

  test('an order delivered to another state: IGST; a 0 % line beside a 5 % one', async () => {
    const order = mockData.orders.find((candidate) => candidate._id === invoiced)!;
    const moringa = fixtures.products.find((product) => product._id === 'prod-fresh-moringa-leaves-250g')!;
    order.state = 'Maharashtra';
    order.products.push({
      product: { _id: moringa._id, title: moringa.title, image: moringa.image },
      pack: { _id: moringa.packs[0]!._id, label: moringa.packs[0]!.label },
      quantity: 2,
      unitPrice: 45,
      price: 90,
    });
    const invoice = await getOrderInvoice(invoiced);
    expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { name: 'Maharashtra', code: '27' } });
    expect(
      invoice.lines.map(({ hsnCode, gstRate, taxableValue, igst, cgst }) => [
        hsnCode,
        gstRate,
        taxableValue,
        igst,
        cgst,
      ]),
    ).toEqual([
      ['1006', 5, 180, 9, 0],
      ['0709', 0, 90, 0, 0],
    ]);
    expect(invoice.totals).toEqual({ taxableValue: 270, cgst: 0, sgst: 0, igst: 9, total: 279 });
  });

  test('404 for an order not invoiced yet, or not found; 401 for a guest', async () => {
    await expect(getOrderInvoice('order-1003')).rejects.toMatchObject({
      status: 404,
      serverMessage: invoiceMessages.notYet,
    });
    await expect(getOrderInvoice('order-9999')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Order not found',
    });
    serve('empty');
    await expect(getOrderInvoice(invoiced)).rejects.toMatchObject({
      status: 404,
      serverMessage: invoiceMessages.notYet,
    });
    serve('populated');
    localStorage.clear();
    await expect(getOrderInvoice(invoiced)).rejects.toMatchObject({ status: 401 });
  });

  test('the PDF: a readable PDF file, its objects where its cross-reference table says', async () => {
    const pdf = await getInvoicePdf(invoiced);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain('(Tax Invoice DH/26-27/000041)');
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref).startsWith('xref\n0 6\n')).toBe(true);
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    await expect(getInvoicePdf('order-1003')).rejects.toMatchObject({ status: 404 });
  });
});
