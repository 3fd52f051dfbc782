import type { ApiScope } from '@carat/validation';

/**
 * What an API key needs to call each operation (ADR 044), declared per operation — its
 * method and route as the app registers it — as each route declares its role area (lib/route-areas.ts).
 * A key must hold every scope listed (`write` includes `read` of the same resource). `null`: no key may
 * call it (money moving: payment links and refunds). An operation absent from this table is refused to keys
 * (settings, billing, keys, team…); security/api-key-scopes.test.ts fails any operation under a key
 * resource (/v1/clients, /v1/orders, …) that is not declared here, and calls every declared one with a key
 * of every other scope.
 */
export const OPERATION_SCOPES: Readonly<Record<string, readonly ApiScope[] | null>> = {
  'GET /v1/clients': ['clients:read'],
  'GET /v1/clients/stats': ['clients:read'],
  'GET /v1/clients/:id': ['clients:read'],
  // A client's appointments are appointments; their credit is read where invoices are.
  'GET /v1/clients/:id/appointments': ['appointments:read'],
  'GET /v1/clients/:id/credit': ['invoices:read'],
  'GET /v1/clients/:id/marketing-consent': ['clients:read'],
  'POST /v1/clients': ['clients:write'],
  'POST /v1/clients/import': ['clients:write'],
  'POST /v1/clients/import/preview': ['clients:write'],
  'PATCH /v1/clients/:id': ['clients:write'],
  'PUT /v1/clients/:id/marketing-consent': ['clients:write'],
  'DELETE /v1/clients/:id': ['clients:write'],
  // Consent per channel: the client's record.
  'GET /v1/clients/:id/consents': ['clients:read'],
  'PUT /v1/clients/:id/consents': ['clients:write'],

  'GET /v1/orders': ['orders:read'],
  'GET /v1/orders/stats': ['orders:read'],
  'GET /v1/orders/:id': ['orders:read'],
  'POST /v1/orders': ['orders:write'],
  'PATCH /v1/orders/:id': ['orders:write'],
  'POST /v1/orders/:id/cancel': ['orders:write'],
  'POST /v1/orders/:id/notes': ['orders:write'],
  'POST /v1/orders/:id/stage': ['orders:write'],
  // Invoicing an order writes an invoice.
  'POST /v1/orders/:id/invoice': ['orders:read', 'invoices:write'],
  'POST /v1/orders/:id/payment-link': null,

  // The counter (ADR 056): service jobs and valuations are the workshop's work, as their role
  // area is `orders`. A job taken in for a new client creates it, as an order does.
  'GET /v1/repairs': ['orders:read'],
  'GET /v1/repairs/:id': ['orders:read'],
  'GET /v1/repairs/:id/ticket.pdf': ['orders:read'],
  'POST /v1/repairs': ['orders:write'],
  'PATCH /v1/repairs/:id': ['orders:write'],
  'POST /v1/repairs/:id/stage': ['orders:write'],
  'POST /v1/repairs/:id/collect': ['orders:write'],
  // The declared-value totals are for members who may open invoices: a key that reads invoices.
  'GET /v1/custody': ['orders:read', 'invoices:read'],
  'GET /v1/valuations': ['orders:read'],
  'GET /v1/valuations/:id': ['orders:read'],
  'GET /v1/valuations/:id/certificate.pdf': ['orders:read'],
  // A valuation's fee is drafted as an invoice.
  'POST /v1/valuations': ['orders:write', 'invoices:write'],
  // Stock and the in-store sale (ADR 063): the counter's work too (role area `orders`). A sale
  // takes money and a return issues a credit note, as an invoice does: a key that writes invoices.
  'GET /v1/stock-items': ['orders:read'],
  'GET /v1/stock-items/export.csv': ['orders:read'],
  'POST /v1/stock-items/import': ['orders:write'],
  'GET /v1/stock-items/:id': ['orders:read'],
  'GET /v1/stock-items/:id/label.pdf': ['orders:read'],
  'POST /v1/stock-items': ['orders:write'],
  'PATCH /v1/stock-items/:id': ['orders:write'],
  'POST /v1/stock-items/:id/photos': ['orders:write'],
  'PUT /v1/stock-items/:id/photos/order': ['orders:write'],
  'DELETE /v1/stock-items/:id/photos/:photoId': ['orders:write'],
  'GET /v1/sales': ['orders:read', 'invoices:read'],
  'GET /v1/sales/:id': ['orders:read', 'invoices:read'],
  'GET /v1/sales/:id/receipt.pdf': ['orders:read', 'invoices:read'],
  'POST /v1/sales': ['orders:write', 'invoices:write'],
  'POST /v1/sales/:id/return': ['orders:write', 'invoices:write'],
  'POST /v1/sales/:id/email': ['orders:write'],
  // A card part paid on the client's phone (ADR 087): money moving through a Checkout session, no key.
  'GET /v1/sales/card-links': null,
  'POST /v1/sales/card-links': null,
  'GET /v1/sales/card-links/:id': null,
  'POST /v1/sales/card-links/:id/cancel': null,
  // Memo goods and layaway (ADR 067): a layaway takes money and its release is a sale.
  'GET /v1/memos': ['orders:read'],
  'GET /v1/memos/:id': ['orders:read'],
  'GET /v1/memos/:id/pdf': ['orders:read'],
  'POST /v1/memos': ['orders:write'],
  'PATCH /v1/memos/:id': ['orders:write'],
  'POST /v1/memos/:id/return': ['orders:write'],
  'POST /v1/memos/:id/buy': ['orders:write'],
  'PUT /v1/memos/:id/supplier-invoice': ['orders:write'],
  'GET /v1/memos/:id/supplier-invoice.pdf': ['orders:read'],
  'DELETE /v1/memos/:id/supplier-invoice': ['orders:write'],
  'GET /v1/layaways': ['orders:read', 'invoices:read'],
  'GET /v1/layaways/:id': ['orders:read', 'invoices:read'],
  'POST /v1/layaways': ['orders:write', 'invoices:write'],
  'POST /v1/layaways/:id/payments': ['orders:write', 'invoices:write'],
  'POST /v1/layaways/:id/release': ['orders:write', 'invoices:write'],
  'POST /v1/layaways/:id/cancel': ['orders:write', 'invoices:write'],
  // Money moving through a pay link: no key.
  'POST /v1/layaways/:id/payment-link': null,
  'GET /v1/layaway-policy': ['orders:read'],

  'GET /v1/appointments': ['appointments:read'],
  'GET /v1/appointments/stats': ['appointments:read'],
  'GET /v1/appointments/slots': ['appointments:read'],
  'GET /v1/appointments/:id': ['appointments:read'],
  'POST /v1/appointments': ['appointments:write'],
  'POST /v1/appointments/:id/cancel': ['appointments:write'],
  'POST /v1/appointments/:id/confirm': ['appointments:write'],
  'POST /v1/appointments/:id/reschedule': ['appointments:write'],

  'GET /v1/leads': ['leads:read'],
  'GET /v1/leads/stats': ['leads:read'],
  'GET /v1/leads/:id': ['leads:read'],
  'PATCH /v1/leads/:id': ['leads:write'],
  // Converting a lead creates its order.
  'POST /v1/leads/:id/convert': ['leads:write', 'orders:write'],

  'GET /v1/invoices': ['invoices:read'],
  'GET /v1/invoices/stats': ['invoices:read'],
  'GET /v1/invoices/:id': ['invoices:read'],
  'GET /v1/invoices/:id/pdf': ['invoices:read'],
  'GET /v1/invoices/:id/credit-note/pdf': ['invoices:read'],
  'POST /v1/invoices': ['invoices:write'],
  'POST /v1/invoices/duplicate-last': ['invoices:write'],
  'PATCH /v1/invoices/:id': ['invoices:write'],
  'DELETE /v1/invoices/:id': ['invoices:write'],
  'POST /v1/invoices/:id/duplicate': ['invoices:write'],
  'POST /v1/invoices/:id/issue': ['invoices:write'],
  'POST /v1/invoices/:id/send': ['invoices:write'],
  'POST /v1/invoices/:id/void': ['invoices:write'],
  'POST /v1/invoices/:id/pay': ['invoices:write'],
  'POST /v1/invoices/:id/payment-link': null,
  'POST /v1/invoices/:id/refunds': null,
  // A supplier's Factur-X read back: reads the PDF sent, changes nothing.
  'POST /v1/invoices/read-factur-x': ['invoices:read'],

  // The categories a piece may be filed under (ADR 076); managing them is a setting.
  'GET /v1/categories': ['products:read'],
  'GET /v1/products': ['products:read'],
  'GET /v1/products/export.csv': ['products:read'],
  'GET /v1/products/:id': ['products:read'],
  'POST /v1/products': ['products:write'],
  'POST /v1/products/import': ['products:write'],
  'POST /v1/products/import/preview': ['products:write'],
  'PATCH /v1/products/:id': ['products:write'],
  'DELETE /v1/products/:id': ['products:write'],
  'POST /v1/products/:id/duplicate': ['products:write'],
  'POST /v1/products/:id/images': ['products:write'],
  'PATCH /v1/products/:id/images/:imageId': ['products:write'],
  'DELETE /v1/products/:id/images/:imageId': ['products:write'],
  // Metal prices (ADR 064): a piece's rate-following fields, the rates and the repricing queue.
  'GET /v1/products/:id/metal-pricing': ['products:read'],
  'PUT /v1/products/:id/metal-pricing': ['products:write'],
  'GET /v1/metal-rates': ['products:read'],
  'PUT /v1/metal-rates': ['products:write'],
  'PUT /v1/metal-rates/feed': ['products:write'],
  'GET /v1/repricing': ['products:read'],
  'POST /v1/repricing/apply': ['products:write'],
};

/** The scopes a key needs for the operation `method route` (route as registered, `:id`); null: refused. */
export function operationScopes(method: string, route: string): readonly ApiScope[] | null {
  return OPERATION_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${route}`] ?? null;
}
