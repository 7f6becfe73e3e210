import { z } from 'zod';
import { emailSchema, fieldNumber, freeText, lineText, rupeeAmount } from './common';
import { gstinProblem, indianStateNames, stateOfCode } from './gstin';
import { formatPincodeList, maxPincodeRanges, parsePincodeList, pincodePattern } from '../pincodes';

/**
 * The shop's own rules (beyond the spec), kept by the admin's Settings tab: the business
 * (legal name, GSTIN, state, address), UPI, where it delivers and where it takes cash, order
 * limits, WhatsApp, the low-stock threshold (issue 14) and how long an unpaid UPI order holds
 * its stock (issue 15).
 */

/** A pack with fewer than this many left is flagged, until the shop chooses otherwise. */
export const defaultLowStockThreshold = 5;
const maxLowStockThreshold = 10_000;
/** An online order holds its stock this long: UPI payments take minutes; stock held for a day is stock not sold. */
const defaultUnpaidOrderHours = 1;
const maxUnpaidOrderHours = 168;
export const defaultInvoicePrefix = 'DH';

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const lowStockThreshold = wholeNumber(
  'Low-stock threshold must be a whole number from 0 to 10,000',
  0,
  maxLowStockThreshold,
);
const unpaidOrderHours = wholeNumber('Unpaid UPI orders must cancel after 1 to 168 hours', 1, maxUnpaidOrderHours);

const line = (label: string, max: number) =>
  lineText(label).trim().max(max, `${label} must be at most ${max} characters`);

/** '' (not registered) or a valid GSTIN, in capitals. */
const gstin = lineText('GSTIN')
  .transform((text) => text.replace(/\s+/g, '').toUpperCase())
  .superRefine((text, context) => {
    const problem = text === '' ? undefined : gstinProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A UPI ID (VPA): name@handle, as the NPCI allows it. */
const upiIdPattern = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;
const upiId = lineText('UPI ID')
  .transform((text) => text.trim().toLowerCase())
  .refine((text) => text === '' || upiIdPattern.test(text), 'UPI ID must look like yourshop@okaxis');

/** An Indian mobile number, 10 digits; "+91 98450 12345" is read as 9845012345. */
const whatsappNumber = lineText('WhatsApp number')
  .transform((text) => {
    const digits = text.replace(/[\s()+-]/g, '');
    return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  })
  .refine((text) => text === '' || /^[6-9][0-9]{9}$/.test(text), 'WhatsApp number must be a 10-digit mobile number');

const pincodeRange = z
  .object({ from: z.string().regex(pincodePattern), to: z.string().regex(pincodePattern) })
  .refine(({ from, to }) => from <= to, 'A pincode range must not end before it starts');
const pincodeList = (label: string) =>
  z.array(pincodeRange).max(maxPincodeRanges, `${label}: at most ${maxPincodeRanges} pincodes and ranges`);

const orderLimit = (label: string) => rupeeAmount(label).nullable();

/**
 * What starts the shop's invoice numbers: 1 to 3 capitals or digits, so "DH/26-27/000123"
 * stays within GST's 16 characters.
 */
const invoicePrefixPattern = /^[A-Z0-9]{1,3}$/;
const invoicePrefix = lineText('Invoice prefix')
  .transform((text) => text.trim().toUpperCase())
  .refine((text) => invoicePrefixPattern.test(text), 'Invoice prefix must be 1 to 3 letters or digits');

/** Where "new order" e-mails go; '' sends none. */
const orderEmail = lineText('Order e-mail')
  .transform((text) => text.trim())
  .pipe(z.union([z.literal(''), emailSchema]));

/** Each setting, as a PUT must send it. */
const settingFields = {
  /** A pack with fewer left than this is flagged "low" in the products list; 0 flags only sold-out packs. */
  lowStockThreshold,
  /** The business's registered name, for invoices. */
  legalName: line('Legal name', 120),
  /** '' when the shop is not registered for GST. */
  gstin,
  /** The shop's state, one of `indianStateNames`; '' until chosen. */
  state: z
    .string({ error: 'Choose a state from the list' })
    .refine((text) => text === '' || indianStateNames.includes(text), 'Choose a state from the list'),
  address: freeText('Address').trim().max(300, 'Address must be at most 300 characters'),
  /** The UPI ID shoppers pay to; '' turns UPI payment off. */
  upiId,
  upiPayeeName: line('Payee name', 50),
  /** Pincodes the shop delivers to with cash on delivery. */
  codPincodes: pincodeList('Pincodes with cash on delivery'),
  /** Pincodes the shop delivers to, paid online only. With both lists empty it delivers everywhere, with COD. */
  prepaidPincodes: pincodeList('Pincodes paid online only'),
  /** The largest order paid in cash on delivery, in rupees; null: no limit. */
  codMaxOrder: orderLimit('COD limit'),
  /** The smallest order the shop takes, in rupees; null: none. */
  minOrder: orderLimit('Minimum order'),
  /** 10 digits; '' hides the WhatsApp links. */
  whatsappNumber,
  /** An order awaiting UPI payment is cancelled, and its stock returned, after this many hours. */
  unpaidOrderHours,
  /** Starts every invoice number (issue 16). */
  invoicePrefix,
  /** The shop's address for "new order" e-mails (issue 16). */
  orderEmail,
};

interface CheckedTogether {
  upiId: string;
  upiPayeeName: string;
  gstin: string;
  state: string;
}

/** The rules between fields. */
function checkTogether(settings: CheckedTogether, context: z.RefinementCtx) {
  if (settings.upiId && !settings.upiPayeeName) {
    context.addIssue({ code: 'custom', path: ['upiPayeeName'], message: 'Payee name is required with a UPI ID' });
  }
  const gstinState = settings.gstin ? stateOfCode(settings.gstin.slice(0, 2))?.name : undefined;
  if (gstinState && settings.state && gstinState !== settings.state) {
    context.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `This GSTIN is registered in ${gstinState}, not ${settings.state}`,
    });
  }
}

/** GET and PUT /api/admin/settings (admin only): what is stored, and what a PUT sends; a field left out takes its default. */
export const shopSettingsSchema = z
  .object({
    ...settingFields,
    lowStockThreshold: lowStockThreshold.default(defaultLowStockThreshold),
    legalName: settingFields.legalName.default(''),
    address: settingFields.address.default(''),
    gstin: gstin.default(''),
    state: settingFields.state.default(''),
    upiId: upiId.default(''),
    upiPayeeName: settingFields.upiPayeeName.default(''),
    codPincodes: settingFields.codPincodes.default([]),
    prepaidPincodes: settingFields.prepaidPincodes.default([]),
    codMaxOrder: settingFields.codMaxOrder.default(null),
    minOrder: settingFields.minOrder.default(null),
    whatsappNumber: whatsappNumber.default(''),
    unpaidOrderHours: unpaidOrderHours.default(defaultUnpaidOrderHours),
    invoicePrefix: invoicePrefix.default(defaultInvoicePrefix),
    orderEmail: orderEmail.default(''),
  })
  .superRefine(checkTogether);
export type ShopSettings = z.output<typeof shopSettingsSchema>;

const rangesAnswer = z.array(z.object({ from: z.string(), to: z.string() }));
/** The settings as the API answers them: what `shopSettingsSchema` reads, with no transform to undo. */
export const shopSettingsAnswerSchema = z.object({
  lowStockThreshold: z.number().int(),
  legalName: z.string(),
  gstin: z.string(),
  state: z.string(),
  address: z.string(),
  upiId: z.string(),
  upiPayeeName: z.string(),
  codPincodes: rangesAnswer,
  prepaidPincodes: rangesAnswer,
  codMaxOrder: z.number().nullable(),
  minOrder: z.number().nullable(),
  whatsappNumber: z.string(),
  unpaidOrderHours: z.number().int(),
  invoicePrefix: z.string(),
  orderEmail: z.string(),
}) satisfies z.ZodType<ShopSettings>;

/** What a shop that never saved its settings has. */
export const defaultShopSettings: ShopSettings = shopSettingsSchema.parse({});

/** The Settings form's fields: the text typed, and the one choice. */
export type ShopSettingsFormInput = {
  [Key in keyof ShopSettings]: string;
};

/** A pincode list typed in the form, read into ranges, or its first bad entry as the field's error. */
const pincodeText = z.string().transform((text, context) => {
  const parsed = parsePincodeList(text);
  if ('error' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.ranges;
});

/** Blank is "no limit". */
const limitText = (label: string) =>
  z
    .string()
    .transform(fieldNumber)
    .pipe(rupeeAmount(label).optional())
    .transform((value) => value ?? null);

/** The Settings form: its fields hold text, read into the settings the PUT sends. */
export const shopSettingsFormSchema = z
  .object({
    ...settingFields,
    lowStockThreshold: z.string().transform(fieldNumber).pipe(lowStockThreshold),
    codPincodes: pincodeText.pipe(settingFields.codPincodes),
    prepaidPincodes: pincodeText.pipe(settingFields.prepaidPincodes),
    codMaxOrder: limitText('COD limit'),
    minOrder: limitText('Minimum order'),
    unpaidOrderHours: z.string().transform(fieldNumber).pipe(unpaidOrderHours),
  })
  .superRefine(checkTogether);

/** The form's text for stored settings. */
export function shopSettingsFormValues(settings: ShopSettings): ShopSettingsFormInput {
  return {
    lowStockThreshold: String(settings.lowStockThreshold),
    legalName: settings.legalName,
    gstin: settings.gstin,
    state: settings.state,
    address: settings.address,
    upiId: settings.upiId,
    upiPayeeName: settings.upiPayeeName,
    codPincodes: formatPincodeList(settings.codPincodes),
    prepaidPincodes: formatPincodeList(settings.prepaidPincodes),
    codMaxOrder: settings.codMaxOrder === null ? '' : String(settings.codMaxOrder),
    minOrder: settings.minOrder === null ? '' : String(settings.minOrder),
    whatsappNumber: settings.whatsappNumber,
    unpaidOrderHours: String(settings.unpaidOrderHours),
    invoicePrefix: settings.invoicePrefix,
    orderEmail: settings.orderEmail,
  };
}
