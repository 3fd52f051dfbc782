import type { AppointmentServiceSetting } from '@carat/api-client/react';
import { appointmentServicesSchema } from '@carat/validation/catalogue-settings';
import { describe, expect, it } from 'vitest';
import { checkWith } from '#lib/checkWith.ts';
import { serviceErrors, serviceFormValues, servicesBody } from './service-form.ts';

const service: AppointmentServiceSetting = {
  type: 'design',
  name: { fr: 'Création sur mesure', en: 'Custom design' },
  title: { fr: 'Création sur mesure', en: 'Custom design' },
  custom: false,
  mode: 'in-person',
  position: 3,
  enabled: true,
  minDurationMinutes: 30,
  maxDurationMinutes: 60,
  minPriceMinor: 0,
  maxPriceMinor: 15000,
  currency: 'EUR',
  description: { fr: 'Un rendez-vous', en: 'A meeting' },
  depositMinor: 2550,
  customised: false,
};

describe('the Services form', () => {
  it('shows amounts in the currency’s major unit and sends them back in minor units', () => {
    const values = serviceFormValues(service);
    expect(values).toMatchObject({ minPrice: '0.00', maxPrice: '150.00', deposit: '25.50' });
    const body = servicesBody([{ ...values, maxPrice: '199,90', maxDurationMinutes: '90' }]);
    expect(body.services[0]).toMatchObject({
      type: 'design',
      maxPriceMinor: 19990,
      depositMinor: 2550,
      maxDurationMinutes: 90,
      descriptionFr: 'Un rendez-vous',
    });
  });

  it('puts the shared schema’s messages under the type’s own fields', () => {
    const values = [
      { ...serviceFormValues(service), maxPrice: '10', deposit: 'abc', minDurationMinutes: '2h' },
    ];
    const errors = checkWith(appointmentServicesSchema('en'), servicesBody(values));
    expect(errors).not.toBeNull();
    const shown = serviceErrors(errors ?? {}, values);
    expect(Object.keys(shown).sort()).toEqual(['design.deposit', 'design.minDurationMinutes']);
    // A deposit above the highest price is refused on the deposit.
    const over = [{ ...serviceFormValues(service), maxPrice: '10', deposit: '20' }];
    expect(serviceErrors(checkWith(appointmentServicesSchema('en'), servicesBody(over)) ?? {}, over)).toEqual(
      {
        'design.deposit': 'The deposit cannot exceed the highest price',
      },
    );
  });
});
