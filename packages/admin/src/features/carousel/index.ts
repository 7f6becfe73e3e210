// The Image Upload tab (the home carousel's pictures), a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as ImageUploadTab } from './image-upload-tab';
