export { readImageUpload } from './read-image-upload.js';
export { removeImage, storeImage } from './store-image.js';
export { parseUploadFields } from './parse-upload-fields.js';
export { uploadStoreFor } from './current-store.js';
export type { UploadStore } from './upload-store.js';
