import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ACTIONS, appointmentActions, isLiveAppointment } from '#lib/appointments.ts';
import { APPOINTMENT_STATUSES } from '#lib/clients.ts';
import { INVOICE_ACTIONS, INVOICE_STATUSES, invoiceActions, invoiceAllows } from '#lib/invoice.ts';
import { LEAD_ACTIONS, LEAD_MOVE_TO, LEAD_STATUSES, leadActions } from '#lib/leads.ts';
import {
  canEditOrder,
  canRaiseInvoice,
  ORDER_ACTIONS,
  ORDER_STAGES,
  type OrderActionState,
  orderActions,
} from '#lib/orders.ts';
import { REVIEW_ACTIONS, REVIEW_STATUSES, reviewActions } from '#lib/reviews.ts';

/** What each resource allows next: the rules the API enforces and answers as `actions`. */

describe('invoiceActions', () => {
  it('lets a draft be edited, issued, sent, paid or deleted, never voided', () => {
    expect(invoiceActions({ status: 'draft' })).toEqual([
      'edit',
      'issue',
      'send',
      'mark_paid',
      'delete',
      'duplicate',
      'download',
    ]);
  });

  it('keeps an issued invoice as issued: sent again, paid or voided, never edited or deleted', () => {
    expect(invoiceActions({ status: 'sent' })).toEqual([
      'send',
      'mark_paid',
      'void',
      'duplicate',
      'download',
    ]);
    expect(invoiceActions({ status: 'paid' })).toEqual(['send', 'void', 'duplicate', 'download']);
    expect(invoiceActions({ status: 'void' })).toEqual(['duplicate', 'download']);
  });

  it('always lists known actions in one order, and invoiceAllows agrees with it', () => {
    for (const status of INVOICE_STATUSES) {
      const actions = invoiceActions({ status });
      expect(actions).toEqual(INVOICE_ACTIONS.filter((action) => actions.includes(action)));
      for (const action of INVOICE_ACTIONS) {
        expect(invoiceAllows({ status }, action)).toBe(actions.includes(action));
      }
    }
    expect(invoiceAllows({ status: 'draft' }, 'issue')).toBe(true);
    expect(invoiceAllows({ status: 'paid' }, 'issue')).toBe(false);
    expect(invoiceAllows({ status: 'paid' }, 'mark_paid')).toBe(false);
  });
});

describe('orderActions', () => {
  const order = (overrides: Partial<OrderActionState> = {}): OrderActionState => ({
    stage: 'design',
    depositMinor: 50_000,
    invoices: [],
    ...overrides,
  });

  it('moves, cancels, changes, takes notes and drafts both invoices of a fresh order', () => {
    expect(orderActions(order())).toEqual([
      'move_stage',
      'cancel',
      'edit',
      'add_note',
      'create_invoice',
      'create_deposit_invoice',
      'download_invoice',
    ]);
  });

  it('drafts no second live invoice of a kind, but a void one no longer counts', () => {
    const deposit = { kind: 'deposit', status: 'paid' } as const;
    const final = { kind: 'final', status: 'draft' } as const;
    expect(orderActions(order({ invoices: [deposit] }))).not.toContain('create_deposit_invoice');
    expect(orderActions(order({ invoices: [deposit] }))).toContain('create_invoice');
    const withFinal = orderActions(order({ invoices: [deposit, final] }));
    expect(withFinal).not.toContain('create_invoice');
    expect(withFinal).toContain('download_invoice');
    const voided = orderActions(order({ invoices: [{ kind: 'deposit', status: 'void' }] }));
    expect(voided).toContain('create_deposit_invoice');
  });

  it('drafts a deposit invoice only for a deposit', () => {
    expect(orderActions(order({ depositMinor: 0 }))).not.toContain('create_deposit_invoice');
    expect(canRaiseInvoice({ stage: 'enquiry', depositMinor: 0 }, 'deposit')).toBe(false);
    expect(canRaiseInvoice({ stage: 'enquiry', depositMinor: 0 }, 'final')).toBe(true);
  });

  it('lets a collected order take notes and invoices, but no move and no cancelling', () => {
    expect(orderActions(order({ stage: 'collected' }))).toEqual([
      'edit',
      'add_note',
      'create_invoice',
      'create_deposit_invoice',
      'download_invoice',
    ]);
  });

  it('leaves a cancelled order its notes and the invoice it already has, nothing new', () => {
    expect(orderActions(order({ stage: 'cancelled' }))).toEqual(['add_note']);
    expect(
      orderActions(order({ stage: 'cancelled', invoices: [{ kind: 'final', status: 'sent' }] })),
    ).toEqual(['add_note', 'download_invoice']);
    expect(canEditOrder('cancelled')).toBe(false);
    expect(canRaiseInvoice({ stage: 'cancelled', depositMinor: 100 }, 'deposit')).toBe(false);
  });

  it('agrees with nextStages and canCancel at every stage', () => {
    for (const stage of [...ORDER_STAGES, 'cancelled' as const]) {
      const actions = orderActions(order({ stage }));
      expect(actions.includes('move_stage'), stage).toBe(stage !== 'cancelled' && stage !== 'collected');
      expect(actions.includes('cancel'), stage).toBe(stage !== 'cancelled' && stage !== 'collected');
      expect(actions).toEqual(ORDER_ACTIONS.filter((action) => actions.includes(action)));
    }
  });
});

describe('appointmentActions', () => {
  const now = new Date('2027-03-10T10:00:00Z');
  const later = new Date('2027-03-11T09:00:00Z');

  it('confirms, reschedules or cancels a pending booking that has not begun', () => {
    expect(appointmentActions({ status: 'pending', startsAt: later }, now)).toEqual([
      'confirm',
      'reschedule',
      'cancel',
    ]);
    expect(appointmentActions({ status: 'confirmed', startsAt: later }, now)).toEqual([
      'reschedule',
      'cancel',
    ]);
  });

  it('allows nothing once begun, cancelled or completed', () => {
    expect(appointmentActions({ status: 'confirmed', startsAt: now }, now)).toEqual([]);
    expect(
      appointmentActions({ status: 'pending', startsAt: new Date('2027-03-10T09:00:00Z') }, now),
    ).toEqual([]);
    expect(appointmentActions({ status: 'cancelled', startsAt: later }, now)).toEqual([]);
    expect(appointmentActions({ status: 'completed', startsAt: later }, now)).toEqual([]);
  });

  it('calls pending and confirmed bookings live', () => {
    expect(APPOINTMENT_STATUSES.filter(isLiveAppointment)).toEqual(['pending', 'confirmed']);
    for (const status of APPOINTMENT_STATUSES) {
      const actions = appointmentActions({ status, startsAt: later }, now);
      expect(actions).toEqual(APPOINTMENT_ACTIONS.filter((action) => actions.includes(action)));
    }
  });
});

describe('leadActions', () => {
  it('marks a new lead contacted or closes it; closes a contacted one; reopens a closed one', () => {
    expect(leadActions({ status: 'new', orderId: null })).toEqual([
      'mark_contacted',
      'close',
      'convert',
      'edit_note',
    ]);
    expect(leadActions({ status: 'contacted', orderId: null })).toEqual(['close', 'convert', 'edit_note']);
    expect(leadActions({ status: 'closed', orderId: null })).toEqual(['reopen', 'convert', 'edit_note']);
  });

  it('keeps a converted lead closed: only its note changes', () => {
    expect(leadActions({ status: 'closed', orderId: 'b3c1f5d2-0000-4000-8000-000000000001' })).toEqual([
      'edit_note',
    ]);
  });

  it('names the action that moves a lead to each status', () => {
    expect(LEAD_STATUSES.map((status) => LEAD_MOVE_TO[status])).toEqual([
      'reopen',
      'mark_contacted',
      'close',
    ]);
    for (const status of LEAD_STATUSES) {
      const actions = leadActions({ status, orderId: null });
      expect(actions).toEqual(LEAD_ACTIONS.filter((action) => actions.includes(action)));
      // A lead never offers to move to the status it has.
      expect(actions).not.toContain(LEAD_MOVE_TO[status]);
    }
  });
});

describe('reviewActions', () => {
  it('hides a published review, shows a pending or hidden one, verifies once, always answers', () => {
    expect(reviewActions({ status: 'published', verified: false })).toEqual(['hide', 'verify', 'reply']);
    expect(reviewActions({ status: 'hidden', verified: true })).toEqual(['show', 'reply']);
    expect(reviewActions({ status: 'pending', verified: false })).toEqual(['show', 'verify', 'reply']);
    for (const status of REVIEW_STATUSES) {
      const actions = reviewActions({ status, verified: false });
      expect(actions).toEqual(REVIEW_ACTIONS.filter((action) => actions.includes(action)));
    }
  });
});
