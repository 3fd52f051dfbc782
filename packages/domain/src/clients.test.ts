import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  initialsOf,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  splitClientName,
} from '#lib/clients.ts';

describe('status sets', () => {
  it('has the client statuses with their badges', () => {
    expect(CLIENT_STATUSES).toEqual(['vip', 'active', 'new']);
    expect(CLIENT_STATUSES.map((status) => CLIENT_STATUS_LABELS[status].en)).toEqual([
      'VIP',
      'ACTIVE',
      'NEW',
    ]);
    expect(CLIENT_STATUSES.map((status) => CLIENT_STATUS_LABELS[status].fr)).toEqual([
      'VIP',
      'ACTIF',
      'NOUVEAU',
    ]);
  });

  it('has the order statuses with the demo labels and the dashboard colours', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'in-progress', 'completed', 'cancelled']);
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status].fr)).toEqual([
      'En attente',
      'En cours',
      'Terminé',
      'Annulé',
    ]);
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status].en)).toEqual([
      'Pending',
      'In progress',
      'Completed',
      'Cancelled',
    ]);
    expect(ORDER_STATUS_TONES).toEqual({
      pending: 'orange',
      'in-progress': 'blue',
      completed: 'green',
      cancelled: 'gray',
    });
  });

  it('has the appointment statuses', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['pending', 'confirmed', 'cancelled', 'completed']);
    expect(APPOINTMENT_STATUSES.map((status) => APPOINTMENT_STATUS_LABELS[status].fr)).toEqual([
      'En attente',
      'Confirmé',
      'Annulé',
      'Terminé',
    ]);
    expect(APPOINTMENT_STATUSES.map((status) => APPOINTMENT_STATUS_LABELS[status].en)).toEqual([
      'Pending',
      'Confirmed',
      'Cancelled',
      'Completed',
    ]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Émilie Dubois')).toBe('ÉD');
    expect(initialsOf('Sophie Martin')).toBe('SM');
    expect(initialsOf('Marie Claire Dubois')).toBe('MD');
    expect(initialsOf('Jean-Pierre Martin')).toBe('JM');
  });

  it('composes and upper-cases accented letters', () => {
    expect(initialsOf('E\u0301milie Dubois')).toBe('ÉD');
    expect(initialsOf('émilie élan')).toBe('ÉÉ');
  });

  it('handles single names, extra spaces, punctuation and empty names', () => {
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  Sophie   Martin  ')).toBe('SM');
    expect(initialsOf('Sophie Martin -')).toBe('SM');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
  });
});

describe('splitClientName', () => {
  it('splits on the first space; one word leaves the last name empty', () => {
    expect(splitClientName('  Zoë   de  Lafayette ')).toEqual({ firstName: 'Zoë', lastName: 'de Lafayette' });
    expect(splitClientName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
    expect(splitClientName(`${'a'.repeat(120)} b`).firstName).toHaveLength(100);
  });
});
