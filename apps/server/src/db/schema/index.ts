export * from './merchants.js';
export * from './whitelabel.js';
