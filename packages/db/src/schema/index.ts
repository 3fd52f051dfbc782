export * from './auth.ts';
export * from './back-office.ts';
export * from './billing.ts';
export * from './builder.ts';
export * from './clients.ts';
export * from './notifications.ts';
export * from './showroom.ts';
export * from './tenancy.ts';
