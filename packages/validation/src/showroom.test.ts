import { describe, expect, it } from 'vitest';
import {
  availabilityQuerySchema,
  basketEnquirySchema,
  customRequestSchema,
  reviewSubmissionSchema,
  showroomBookingSchema,
} from '#lib/showroom.ts';

const contact = { firstName: 'Ada', lastName: 'King', email: 'ada@example.com', phone: '+44 20 7946 0000' };

describe('showroom schemas', () => {
  it('reads an availability query', () => {
    expect(availabilityQuerySchema.parse({ type: 'phone', date: '2027-03-28' })).toEqual({
      type: 'phone',
      date: '2027-03-28',
    });
    expect(availabilityQuerySchema.safeParse({ type: 'SMS call', date: '2027-03-28' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ type: 'phone', date: '2027-02-30' }).success).toBe(false);
  });

  it("answers a booking without a type or a slot in the spec's words", () => {
    const result = showroomBookingSchema().safeParse({ ...contact, date: 'soon', time: '9' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Please select an appointment type to continue.');
    expect(messages).toContain('Please select a date and time to continue.');
    const ok = showroomBookingSchema().parse({
      ...contact,
      type: 'design',
      date: '2027-05-03',
      time: '14:00',
      productRef: '2',
    });
    expect(ok.productRef).toBe(2);
  });

  it('needs a rating, name, email and comment for a review; the honeypot is an ordinary optional field', () => {
    const missing = reviewSubmissionSchema().safeParse({
      name: 'A',
      email: 'a@example.com',
      comment: 'Bien',
    });
    expect(missing.error?.issues[0]?.message).toBe('Please select a rating before submitting.');
    expect(
      reviewSubmissionSchema().parse({
        rating: 5,
        name: 'A',
        email: 'a@example.com',
        comment: 'Bien',
        website: 'x',
      }).website,
    ).toBe('x');
  });

  it('asks a custom request for a description, and checks an optional phone', () => {
    const result = customRequestSchema().safeParse({ name: 'A', email: 'a@example.com', phone: 'abc' });
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({ phone: 'Numéro de téléphone invalide', message: 'Décrivez votre projet' });
    expect(
      customRequestSchema('en').safeParse({ name: 'A', email: 'a@example.com', message: 'A ring', phone: '' })
        .success,
    ).toBe(true);
  });

  it('refuses an empty basket and an engraving over 20 characters', () => {
    const empty = basketEnquirySchema().safeParse({ name: 'A', email: 'a@example.com', items: [] });
    expect(empty.error?.issues[0]?.message).toBe('Votre sélection est vide');
    const long = basketEnquirySchema().safeParse({
      name: 'A',
      email: 'a@example.com',
      items: [{ ref: 1, engraving: 'x'.repeat(21) }],
    });
    expect(long.error?.issues[0]?.message).toBe('La gravure ne peut pas dépasser 20 caractères');
    expect(
      basketEnquirySchema().parse({
        name: 'A',
        email: 'a@example.com',
        items: [{ ref: 1, engraving: 'Pour toi ❤️' }],
      }).items[0]?.engraving,
    ).toBe('Pour toi ❤️');
  });
});
