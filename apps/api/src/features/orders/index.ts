// What other features use of orders: a feature imports another only through its index (`pnpm arch:check`).
export { clientAppointments } from './client-profile.ts';
export { recordOrderEvent } from './events.ts';
export { createOrder, getOrder } from './orders.ts';
export { OrderDetail } from './routes.ts';
