import { type OrderEventKind, orderEvents } from '@carat/db';
import type { TenantScope } from '#api/scope.ts';

export interface OrderEvent {
  orderId: string;
  kind: OrderEventKind;
  fromStage?: string | null;
  toStage?: string | null;
  note?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends one entry to an order's timeline (the table only takes inserts), by the scope's member, at its `now`. */
export async function recordOrderEvent(scope: TenantScope, event: OrderEvent) {
  await scope.tx.insert(orderEvents).values({
    businessId: scope.businessId,
    orderId: event.orderId,
    kind: event.kind,
    fromStage: event.fromStage ?? null,
    toStage: event.toStage ?? null,
    note: event.note ?? null,
    detail: event.detail ?? {},
    actorId: scope.userId,
    createdAt: scope.now,
  });
}
