import { giftCardListQuerySchema, giftCardSettingsSchema } from '@carat/validation/stock';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsonBody, jsonResponse, router, tenantErrors, UuidParam } from '#api/lib/openapi.ts';
import { isoDates } from '#api/lib/serialise.ts';
import { getGiftCard, giftCardSettings, listGiftCards, putGiftCardSettings } from './gift-cards.ts';

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
    /** Where it was sold: at the counter, or bought on the showroom (ADR 089). */
    source: z.enum(['counter', 'online']),
  })
  .meta({ id: 'GiftCard' });
const GiftCardDetail = GiftCard.extend({
  history: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['issued', 'redeemed', 'refund', 'voided', 'topped-up', 'top-up-returned']),
      /** Signed: what the balance moved by. */
      amountMinor: Money,
      balanceAfterMinor: Money,
      saleId: z.uuid().nullable(),
      saleNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Bought on the showroom: by whom, for whom, the message and the day it is sent. */
  online: z
    .object({
      buyerName: z.string(),
      buyerEmail: z.string(),
      recipientName: z.string(),
      recipientEmail: z.string(),
      message: z.string().nullable(),
      sendOn: z.string(),
    })
    .nullable(),
}).meta({ id: 'GiftCardDetail' });
const Settings = z
  .object({
    validityMonths: z.number().int(),
    online: z.boolean(),
    presetsMinor: z.array(Money),
    minMinor: Money,
    maxMinor: Money,
  })
  .meta({ id: 'GiftCardSettings' });

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

const settingsRead = createRoute({
  ...common,
  method: 'get',
  path: '/gift-card-settings',
  summary: 'Gift cards’ validity in months (0: no expiry) and their sale on the showroom (amounts, bounds)',
  responses: { 200: jsonResponse(Settings, 'The settings'), ...tenantErrors },
});
const settingsWrite = createRoute({
  ...common,
  method: 'put',
  path: '/gift-card-settings',
  summary: 'Set the gift card settings (owners and admins); cards issued keep their expiry',
  request: { body: jsonBody(giftCardSettingsSchema()) },
  responses: { 200: jsonResponse(Settings, 'The settings'), ...tenantErrors },
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
    })
    .openapi(settingsRead, async (c) => {
      const scope = c.get('scope');
      return c.json(await giftCardSettings(scope, scope.businessId), 200);
    })
    .openapi(settingsWrite, async (c) =>
      c.json(await putGiftCardSettings(c.get('scope'), c.req.valid('json')), 200),
    );
}
