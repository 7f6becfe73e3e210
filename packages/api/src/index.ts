export * from './contract';
export * from './client';
export * from './endpoints';
export * from './order-display';
export * from './one-pack-product';
export * from './kept-for-later';
