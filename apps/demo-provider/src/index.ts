export { demoProvider, type DemoProviderOptions } from './server/plugin.js';
