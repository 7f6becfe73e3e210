import { type EmailText, shopLink } from './email-texts.js';

/** The e-mail with the link that verifies a new account's address (issue 31). */
export function verificationEmail({
  firstName,
  token,
  hours,
}: {
  firstName: string;
  token: string;
  hours: number;
}): EmailText {
  return {
    subject: 'Confirm your e-mail address',
    text: [
      `Hello ${firstName},`,
      '',
      'Please confirm that this is your e-mail address, so that we can send you news of your orders:',
      `${shopLink}/verify-email?token=${token}`,
      '',
      `The link works once, for ${hours} hours. If you did not create an account, ignore this e-mail.`,
    ].join('\n'),
  };
}
