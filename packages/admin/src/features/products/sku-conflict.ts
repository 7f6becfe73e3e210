import { ApiError } from '@dhanya/api';

/** The server's 409 for a SKU that another product holds: "SKU RICE-1KG is already used by Sona Masoori Rice". */
const takenSku = /^SKU (\S+) is already used by /;

/**
 * Which pack row holds the SKU the server refused as another product's, so the form can show
 * the refusal on that row's SKU field; -1 when the error is another one.
 */
export function rowOfTakenSku(error: unknown, skus: readonly string[]): number {
  if (!(error instanceof ApiError) || error.status !== 409) return -1;
  const sku = takenSku.exec(error.serverMessage)?.[1]?.toLowerCase();
  if (sku === undefined) return -1;
  return skus.findIndex((candidate) => candidate.trim().toLowerCase() === sku);
}
