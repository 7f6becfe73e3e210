export type { UploadKind } from '@dhanya/api/contract';
export { readImageUpload, imageTooLargeMessage, type ImageUpload } from './read-image-upload.js';
export { removeImage, storeImage, unsupportedImageMessage } from './store-image.js';
export { parseUploadFields } from './parse-upload-fields.js';
export { uploadStore, uploadStoreFor } from './current-store.js';
export type { UploadStore } from './upload-store.js';
