import { can } from '@carat/domain';
import { describe, expect, it } from 'vitest';
import { areaOfPath, SETTINGS_TAB_AREAS } from './access.ts';

describe('dashboard pages by role', () => {
  it('names the area of a page, detail pages included', () => {
    expect(areaOfPath('/dashboard')).toBe('workspace');
    expect(areaOfPath('/dashboard/clients')).toBe('clients');
    expect(areaOfPath('/dashboard/catalogue/123')).toBe('catalogue');
    expect(areaOfPath('/dashboard/team')).toBe('team');
    expect(areaOfPath('/dashboard/invoices')).toBe('invoices');
  });

  it('opens clients but not the team, invoices or billing to staff', () => {
    expect(can('staff', areaOfPath('/dashboard/clients'))).toBe(true);
    expect(can('staff', areaOfPath('/dashboard/team'))).toBe(false);
    expect(can('staff', areaOfPath('/dashboard/invoices'))).toBe(false);
    expect(can('staff', SETTINGS_TAB_AREAS.billing!)).toBe(false);
    expect(can('admin', SETTINGS_TAB_AREAS.billing!)).toBe(false);
    expect(can('admin', areaOfPath('/dashboard/activity'))).toBe(true);
  });
});
