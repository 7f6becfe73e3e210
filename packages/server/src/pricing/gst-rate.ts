import { type GstRate, gstRates } from '@dhanya/api/contract';

/** A rate read from the database, whose check constraint allows only these. */
export function asGstRate(rate: number): GstRate {
  const known = gstRates.find((candidate) => candidate === rate);
  if (known === undefined) throw new Error(`Unknown GST rate ${rate}`);
  return known;
}
