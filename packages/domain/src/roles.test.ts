import { describe, expect, it } from 'vitest';
import { AREAS, can, canManageMember, minimumRoleFor } from './roles.ts';

describe('roles', () => {
  it('gives the owner every area', () => {
    for (const area of AREAS) expect(can('owner', area)).toBe(true);
  });

  it('gives the admin everything but billing, deletion and ownership', () => {
    const refused = AREAS.filter((area) => !can('admin', area));
    expect(refused).toEqual(['billing', 'ownership']);
  });

  it('keeps staff to clients, orders, appointments, leads and the catalogue', () => {
    const allowed = AREAS.filter((area) => can('staff', area));
    expect(allowed).toEqual(['workspace', 'clients', 'orders', 'appointments', 'leads', 'catalogue']);
    for (const area of ['invoice-settings', 'billing', 'team', 'api-keys'] as const) {
      expect(can('staff', area)).toBe(false);
    }
  });

  it('names the lowest role of an area', () => {
    expect(minimumRoleFor('clients')).toBe('staff');
    expect(minimumRoleFor('team')).toBe('admin');
    expect(minimumRoleFor('billing')).toBe('owner');
  });

  it('never lets anyone manage an owner, nor staff manage anyone', () => {
    expect(canManageMember('owner', 'admin')).toBe(true);
    expect(canManageMember('admin', 'staff')).toBe(true);
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('staff', 'staff')).toBe(false);
  });
});
