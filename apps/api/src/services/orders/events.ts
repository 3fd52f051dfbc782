import { type Executor, type OrderEventKind, orderEvents } from '@carat/db';
import type { Actor } from '#api/services/invoices/business.ts';

/** Appends one entry to an order's timeline (the table only takes inserts). */
export async function recordOrderEvent(
  tx: Executor,
  actor: Actor,
  orderId: string,
  event: {
    kind: OrderEventKind;
    fromStage?: string | null;
    toStage?: string | null;
    note?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await tx.insert(orderEvents).values({
    businessId: actor.businessId,
    orderId,
    kind: event.kind,
    fromStage: event.fromStage ?? null,
    toStage: event.toStage ?? null,
    note: event.note ?? null,
    detail: event.detail ?? {},
    actorId: actor.userId,
    ...(actor.now ? { createdAt: actor.now } : {}),
  });
}
