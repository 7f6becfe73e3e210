/**
 * India's states and union territories with their GST state codes, and the GSTIN's rules:
 * 15 characters, the state code, the PAN, the entity number, 'Z', and a check character
 * (the GSTN's mod-36 checksum). Issue 15's settings check the shop's GSTIN with it; issue 16's
 * invoices name the place of supply by these states.
 */

export interface IndianState {
  /** The GST state code, two digits. */
  code: string;
  name: string;
}

export const indianStates: readonly IndianState[] = [
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '18', name: 'Assam' },
  { code: '10', name: 'Bihar' },
  { code: '04', name: 'Chandigarh' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '07', name: 'Delhi' },
  { code: '30', name: 'Goa' },
  { code: '24', name: 'Gujarat' },
  { code: '06', name: 'Haryana' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '20', name: 'Jharkhand' },
  { code: '29', name: 'Karnataka' },
  { code: '32', name: 'Kerala' },
  { code: '38', name: 'Ladakh' },
  { code: '31', name: 'Lakshadweep' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '27', name: 'Maharashtra' },
  { code: '14', name: 'Manipur' },
  { code: '17', name: 'Meghalaya' },
  { code: '15', name: 'Mizoram' },
  { code: '13', name: 'Nagaland' },
  { code: '21', name: 'Odisha' },
  { code: '34', name: 'Puducherry' },
  { code: '03', name: 'Punjab' },
  { code: '08', name: 'Rajasthan' },
  { code: '11', name: 'Sikkim' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '36', name: 'Telangana' },
  { code: '16', name: 'Tripura' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '19', name: 'West Bengal' },
];

export const indianStateNames = indianStates.map((state) => state.name);

/** The state a GST state code stands for. */
export const stateOfCode = (code: string): IndianState | undefined => indianStates.find((state) => state.code === code);

const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = characters.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return characters[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN (upper case, no spaces) is not one, in the shop owner's words; undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return 'GSTIN must be 15 characters';
  if (!gstinPattern.test(gstin))
    return 'GSTIN must look like 29ABCDE1234F1Z5: state code, PAN, entity number, Z, check';
  if (!stateOfCode(gstin.slice(0, 2))) return `GSTIN starts with ${gstin.slice(0, 2)}, which is no state's code`;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'GSTIN check character does not match: please check for a typo';
  return undefined;
}
