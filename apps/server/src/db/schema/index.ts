export * from './catalogue';
export * from './accounts';
export * from './cart';
export * from './orders';
export * from './events';
export * from './rate-limits';
