/** A refusal or failure told to the person running `npm run backup` or `restore`, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}
