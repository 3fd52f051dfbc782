import { giftCardListQuerySchema } from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { getGiftCard, listGiftCards } from './gift-cards.ts';

/** Gift cards (ADR 077): sold and spent through `/v1/sales`; read here, the counter's work as the sale is. */

const Money = z.number().int();
const GiftCard = z
  .object({
    id: z.uuid(),
    code: z.string(),
    last4: z.string(),
    currency: z.string(),
    initialMinor: Money,
    balanceMinor: Money,
    expiresOn: z.string().nullable(),
    createdAt: z.string(),
    saleId: z.uuid().nullable(),
    clientId: z.uuid().nullable(),
    clientName: z.string().nullable(),
  })
  .meta({ id: 'GiftCard' });
const GiftCardDetail = GiftCard.extend({
  history: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['issued', 'redeemed', 'refund', 'voided']),
      /** Signed: what the balance moved by. */
      amountMinor: Money,
      balanceAfterMinor: Money,
      saleId: z.uuid().nullable(),
      saleNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
}).meta({ id: 'GiftCardDetail' });

const common = { tags: ['Stock'], security: [{ bearer: [] }] };

const list = createRoute({
  ...common,
  method: 'get',
  path: '/gift-cards',
  summary: 'Gift cards, newest first; `q` finds a code (its last four characters or all of it) or a client',
  request: { query: giftCardListQuerySchema() },
  responses: { 200: jsonResponse(z.object({ items: z.array(GiftCard) }), 'Gift cards'), ...tenantErrors },
});
const read = createRoute({
  ...common,
  method: 'get',
  path: '/gift-cards/{id}',
  summary: 'One gift card: its balance and history (issued, spent, credited, voided)',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(GiftCardDetail, 'The gift card'), ...tenantErrors },
});

export function giftCardRoutes() {
  return router()
    .openapi(list, async (c) => {
      const items = await listGiftCards(c.get('scope'), c.req.valid('query'));
      return c.json({ items: items.map(isoDates) }, 200);
    })
    .openapi(read, async (c) => {
      const card = await getGiftCard(c.get('scope'), c.req.valid('param').id);
      return c.json({ ...isoDates(card), history: card.history.map(isoDates) }, 200);
    });
}
