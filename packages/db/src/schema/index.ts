export * from './auth.ts';
export * from './billing.ts';
export * from './clients.ts';
export * from './tenancy.ts';
