export * from './ledger.js';
export * from './members.js';
export * from './merchants.js';
export * from './verification.js';
export * from './whitelabel.js';
export * from './content.js';
export * from './inbox.js';
export * from './feedback.js';
