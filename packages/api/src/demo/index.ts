export * from './catalogue';
export * from './content';
export * from './images';
export * from './hindi';
