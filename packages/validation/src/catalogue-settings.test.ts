import { describe, expect, it } from 'vitest';
import {
  appointmentServiceInputSchema,
  appointmentServiceOrderSchema,
  appointmentServicesSchema,
  catalogueSettingsMessages,
  collaborationInputSchema,
  collectionInputSchema,
  collectionPatchSchema,
  reviewListQuerySchema,
  reviewModerationSchema,
  showroomSettingsPatchSchema,
} from '#lib/catalogue-settings.ts';
import { fieldErrors } from '#lib/field-errors.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as never);

describe('catalogue settings schemas', () => {
  it('have the same messages in French and English', () => {
    expect(Object.keys(catalogueSettingsMessages.en).sort()).toEqual(
      Object.keys(catalogueSettingsMessages.fr).sort(),
    );
  });

  it('want a collection named in either language, its pieces once each', () => {
    expect(errorsOf(collectionInputSchema().safeParse({ nameEn: '  ' }))).toEqual({
      nameFr: 'Donnez un nom à la collection, en français ou en anglais',
    });
    const id = '3d0f6c52-7d39-4d1e-9a35-0c3b1c7d9a11';
    expect(collectionInputSchema('en').safeParse({ nameEn: 'Bridal', productIds: [id] }).data).toMatchObject({
      nameEn: 'Bridal',
      published: true,
      productIds: [id],
    });
    expect(errorsOf(collectionPatchSchema('en').safeParse({ productIds: [id, id] }))).toEqual({
      'productIds.1': 'This piece is already in the collection',
    });
    expect(errorsOf(collectionPatchSchema().safeParse({ coverImage: 'javascript:alert(1)' }))).toHaveProperty(
      'coverImage',
    );
  });

  it('checks a collaboration: title, celebrity, a year', () => {
    expect(
      errorsOf(collaborationInputSchema('en').safeParse({ title: '', celebrity: 'Ada', year: 1800 })),
    ).toEqual({ title: 'Title required', year: 'The year must be between 1900 and 2100' });
  });

  it('reads the moderation list filters and changes', () => {
    expect(reviewListQuerySchema().parse({ verified: 'false', status: 'hidden' })).toMatchObject({
      verified: false,
      status: 'hidden',
      page: 1,
    });
    expect(reviewModerationSchema().parse({ reply: '   ' })).toEqual({ reply: null });
    expect(reviewModerationSchema().safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('keeps durations, prices and deposits in order, each type once', () => {
    const phone = {
      type: 'phone',
      enabled: true,
      minDurationMinutes: 20,
      maxDurationMinutes: 10,
      minPriceMinor: 1000,
      maxPriceMinor: 500,
      currency: 'GBP',
      depositMinor: 900,
    };
    expect(errorsOf(appointmentServicesSchema('en').safeParse({ services: [phone, phone] }))).toEqual({
      'services.0.minDurationMinutes': 'The shortest duration cannot exceed the longest',
      'services.0.minPriceMinor': 'The lowest price cannot exceed the highest',
      'services.0.depositMinor': 'The deposit cannot exceed the highest price',
      'services.1.minDurationMinutes': 'The shortest duration cannot exceed the longest',
      'services.1.minPriceMinor': 'The lowest price cannot exceed the highest',
      'services.1.depositMinor': 'The deposit cannot exceed the highest price',
      'services.1.type': 'This appointment type appears twice',
    });
  });

  it('checks showroom settings: slug, year, https links, languages', () => {
    expect(
      showroomSettingsPatchSchema().parse({ slug: ' Maison-Lea ', socialLinks: { instagram: '' } }),
    ).toEqual({ slug: 'maison-lea', socialLinks: { instagram: null } });
    const errors = errorsOf(
      showroomSettingsPatchSchema('en').safeParse({
        slug: '-bad',
        foundedYear: new Date().getUTCFullYear() + 5,
        socialLinks: { instagram: 'http://instagram.com/x' },
        languages: ['fr', 'fr'],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['foundedYear', 'languages', 'slug', 'socialLinks.instagram']);
    expect(showroomSettingsPatchSchema().safeParse({ socialLinks: { myspace: 'https://x' } }).success).toBe(
      false,
    );
  });
});

describe("the jeweller's own services' schemas (ADR 084)", () => {
  const base = {
    nameFr: 'Mise à taille',
    nameEn: 'Ring resizing',
    minDurationMinutes: 20,
    maxDurationMinutes: 30,
    minPriceMinor: 0,
    maxPriceMinor: 6000,
  };

  it('takes both names, in-person and shown unless said, and refuses a spec id as a key of its own', () => {
    expect(appointmentServiceInputSchema('en').parse(base)).toMatchObject({
      mode: 'in-person',
      enabled: true,
      depositMinor: 0,
    });
    expect(errorsOf(appointmentServiceInputSchema('en').safeParse({ ...base, nameFr: '' }))).toEqual({
      nameFr: 'French name required',
    });
    expect(errorsOf(appointmentServiceInputSchema('fr').safeParse({ ...base, key: 'store' })).key).toMatch(
      /^Code invalide/,
    );
    expect(appointmentServiceOrderSchema('en').safeParse({ keys: ['store', 'store'] }).success).toBe(false);
    expect(appointmentServiceOrderSchema('en').safeParse({ keys: ['ring-resizing', 'store'] }).success).toBe(
      true,
    );
  });
});
