import type { CaughtMail } from '../../../packages/server/test/smtp-catcher';
import { expect } from './test';

/** The link of the verification e-mail sent to `email` (issue 31), once it reached the test SMTP server. */
export async function verificationLinkFor(mails: CaughtMail[], email: string): Promise<string> {
  const link = () => {
    const mail = mails.findLast((each) => each.to.includes(email) && each.subject === 'Confirm your e-mail address');
    return /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  };
  await expect.poll(link, { timeout: 20_000, message: `the verification e-mail to ${email}` }).toBeTruthy();
  return link()!;
}
