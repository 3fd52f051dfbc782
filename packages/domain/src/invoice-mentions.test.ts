import { describe, expect, it } from 'vitest';
import { invoiceMentions, missingMentions } from './invoice-mentions.ts';

const terms = { paymentTermsDays: 30 };

describe('invoice mentions by country', () => {
  it('a registered jeweller in Lyon: SIREN, intra-EU VAT number, terms and the professional terms', () => {
    const facts = {
      country: 'FR',
      region: null,
      taxRegistration: { registered: true, siren: '552100554', vatNumber: 'FR40552100554' },
    };
    const lines = invoiceMentions(facts, 'fr', terms);
    expect(lines).toEqual([
      'SIREN : 552100554',
      'N° TVA intracommunautaire : FR40552100554',
      'Conditions de paiement : 30 jours',
      expect.stringContaining('40 €'),
    ]);
    expect(lines[3]).toContain("trois fois le taux d'intérêt légal");
    expect(missingMentions(facts)).toEqual([]);
  });

  it('a micro-entrepreneur in France says VAT does not apply, and is asked for the SIREN', () => {
    const facts = { country: 'FR', region: null, taxRegistration: { registered: false } };
    expect(invoiceMentions(facts, 'fr', { paymentTermsDays: 0 })).toEqual([
      'TVA non applicable, art. 293 B du CGI',
      'Conditions de paiement : à réception',
      expect.any(String),
    ]);
    expect(missingMentions(facts)).toEqual(['siren']);
  });

  it('Montréal: GST and QST numbers; Toronto: GST only', () => {
    const reg = { registered: true, gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' };
    expect(invoiceMentions({ country: 'CA', region: 'CA-QC', taxRegistration: reg }, 'fr', terms)).toEqual([
      'N° TPS : 123456789RT0001',
      'N° TVQ : 1234567890TQ0001',
    ]);
    expect(invoiceMentions({ country: 'CA', region: 'CA-ON', taxRegistration: reg }, 'en', terms)).toEqual([
      'GST number: 123456789RT0001',
    ]);
    expect(
      missingMentions({ country: 'CA', region: 'CA-QC', taxRegistration: { registered: true } }),
    ).toEqual(['gstNumber', 'qstNumber']);
  });

  it('Geneva: the UID followed by TVA when registered', () => {
    expect(
      invoiceMentions(
        { country: 'CH', region: null, taxRegistration: { registered: true, uid: 'CHE-123.456.789' } },
        'fr',
        terms,
      ),
    ).toEqual(['IDE : CHE-123.456.789 TVA']);
    expect(missingMentions({ country: 'CH', region: null, taxRegistration: {} })).toEqual(['uid']);
  });

  it('London, and a business made before the question: the VAT number when there is one', () => {
    expect(
      invoiceMentions(
        { country: 'GB', region: null, taxRegistration: { registered: true, vatNumber: 'GB123456789' } },
        'en',
        terms,
      ),
    ).toEqual(['VAT registration number: GB123456789']);
    expect(
      invoiceMentions(
        { country: null, region: null, taxRegistration: {}, legacyVatNumber: 'GB987654321' },
        'fr',
        terms,
      ),
    ).toEqual(['N° TVA : GB987654321']);
    expect(
      invoiceMentions(
        { country: 'GB', region: null, taxRegistration: { registered: false, vatNumber: 'GB1' } },
        'en',
        terms,
      ),
    ).toEqual([]);
  });
});
