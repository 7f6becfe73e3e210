// Kept apart from the account schemas, so a page that shows these texts (the Hindi catalogue's
// translations of them) downloads no zod.

/** The account answers beyond the spec's (issue 31). */
export const accountMessages = {
  currentPasswordMissing: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  commonPassword: 'This password is too common. Choose another.',
  emailVerified: 'Your e-mail address is verified.',
  verificationLinkInvalid: 'This link has expired or has already been used.',
  verificationSent: 'We sent you a new link. It works for 48 hours.',
  alreadyVerified: 'Your e-mail address is already verified.',
  /** What signing a user out everywhere answers. */
  endedSessions: (ended: number) => (ended === 1 ? 'Ended 1 session' : `Ended ${ended} sessions`),
} as const;
