import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';
import { formatPincodeList, listHolds, parsePincodeList } from '../pincodes';

describe('GSTIN (issue 15)', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8'])('[SETTINGS-06] takes %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it.each([
    ['29AAGCB7383J1Z', 'GSTIN must be 15 characters'],
    ['29AAGCB7383J1X4', 'GSTIN must look like'],
    ['25AAGCB7383J1Z4', 'which is no state'],
    ['29AAGCB7383J1Z5', 'check character does not match'],
  ])('[SETTINGS-06] refuses %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toContain(problem);
  });
});

describe('delivery pincodes as an owner types them (issue 15)', () => {
  it('[SETTINGS-06] reads pincodes and ranges, however separated, and shows them back', () => {
    const parsed = parsePincodeList('560001-560099, 562157\n570001 – 570030;600001 - 600002');
    expect(parsed).toEqual({
      ranges: [
        { from: '560001', to: '560099' },
        { from: '562157', to: '562157' },
        { from: '570001', to: '570030' },
        { from: '600001', to: '600002' },
      ],
    });
    if (!('ranges' in parsed)) throw new Error('not parsed');
    expect(formatPincodeList(parsed.ranges)).toBe('560001-560099, 562157, 570001-570030, 600001-600002');
    expect(listHolds(parsed.ranges, '560042')).toBe(true);
    expect(listHolds(parsed.ranges, '560100')).toBe(false);
    expect(parsePincodeList('  ')).toEqual({ ranges: [] });
  });

  it.each([
    ['56001', '"56001" is not a 6-digit pincode'],
    ['060001', '"060001" is not a 6-digit pincode'],
    ['560099-560001', '"560099-560001" ends before it starts'],
    ['560001-560002-560003', 'is not a 6-digit pincode or a range'],
  ])('[SETTINGS-06] names the bad entry in %s', (text, error) => {
    expect(parsePincodeList(text)).toEqual({ error: expect.stringContaining(error) });
  });
});
