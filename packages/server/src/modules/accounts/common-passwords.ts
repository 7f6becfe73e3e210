import { accountMessages } from '@dhanya/api/contract';
import { HttpError } from '../../http/errors.js';

/**
 * The passwords people choose most (issue 31): the ~49,000 of zxcvbn-ts's `passwords-common`,
 * ranked from breach corpora and kept with zxcvbn-ts. Loaded at the first new password, not
 * at start; the list never goes to the browser, whose forms show the server's answer.
 */
let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** Refuses a new password that is on the list, in any case: "Password1" is "password1". */
export async function refuseCommonPassword(password: string): Promise<void> {
  if ((await commonPasswords()).has(password.toLowerCase())) throw new HttpError(400, accountMessages.commonPassword);
}
