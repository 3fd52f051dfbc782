import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canMoveTo,
  HALLMARK_EXEMPTION_GRAMS,
  isOrderStage,
  needsHallmark,
  nextStages,
  ORDER_STAGE_INFO,
  ORDER_STAGES,
  statusOfStage,
} from '#lib/orders.ts';

describe('workshop stages', () => {
  it('run in the order of a custom commission', () => {
    expect(ORDER_STAGES).toEqual([
      'enquiry',
      'consultation',
      'quote',
      'deposit',
      'design',
      'cad-approval',
      'stone-sourcing',
      'wax-print',
      'casting',
      'assembly',
      'stone-setting',
      'polishing',
      'hallmarking',
      'quality-control',
      'ready-for-collection',
      'collected',
    ]);
    expect(isOrderStage('casting')).toBe(true);
    expect(isOrderStage('cancelled')).toBe(false);
  });

  it('are labelled in French and English', () => {
    for (const stage of ORDER_STAGES) {
      expect(ORDER_STAGE_INFO[stage].stage).toBe(stage);
      expect(ORDER_STAGE_INFO[stage].label.fr).not.toBe('');
      expect(ORDER_STAGE_INFO[stage].label.en).not.toBe('');
    }
    expect(ORDER_STAGE_INFO['cad-approval'].label).toEqual({
      fr: 'Validation de la CAO',
      en: 'CAD approval',
    });
  });

  it('invoice the deposit, then the balance when ready for collection', () => {
    const invoicing = ORDER_STAGES.filter((stage) => ORDER_STAGE_INFO[stage].invoice);
    expect(invoicing).toEqual(['deposit', 'ready-for-collection']);
    expect(ORDER_STAGE_INFO.deposit.invoice).toBe('deposit');
    expect(ORDER_STAGE_INFO['ready-for-collection'].invoice).toBe('balance');
  });
});

describe('statusOfStage', () => {
  it('groups enquiry to deposit as pending, design to quality control as in-progress, the rest completed', () => {
    expect(ORDER_STAGES.map(statusOfStage)).toEqual([
      ...Array<string>(4).fill('pending'),
      ...Array<string>(10).fill('in-progress'),
      'completed',
      'completed',
    ]);
    expect(statusOfStage('deposit')).toBe('pending');
    expect(statusOfStage('design')).toBe('in-progress');
    expect(statusOfStage('quality-control')).toBe('in-progress');
    expect(statusOfStage('ready-for-collection')).toBe('completed');
    expect(statusOfStage('cancelled')).toBe('cancelled');
  });
});

describe('moves between stages', () => {
  it('goes forward one stage at a time', () => {
    expect(nextStages('enquiry')).toEqual(['consultation']);
    expect(nextStages('deposit')).toEqual(['design']);
    expect(nextStages('design')).toEqual(['cad-approval']);
    expect(nextStages('quality-control')).toEqual(['ready-for-collection']);
    expect(nextStages('ready-for-collection')).toEqual(['collected']);
    expect(nextStages('collected')).toEqual([]);
    expect(nextStages('cancelled')).toEqual([]);
  });

  it('lets the CAD approval loop back to design until approved', () => {
    expect(nextStages('cad-approval')).toEqual(['stone-sourcing', 'design']);
    expect(canMoveTo('cad-approval', 'design')).toBe(true);
    expect(canMoveTo('cad-approval', 'stone-sourcing')).toBe(true);
  });

  it('lets a piece that needs no hallmark skip hallmarking', () => {
    expect(nextStages('polishing')).toEqual(['hallmarking', 'quality-control']);
    expect(canMoveTo('hallmarking', 'quality-control')).toBe(true);
  });

  it('refuses skipping, going back elsewhere, and staying put', () => {
    expect(canMoveTo('enquiry', 'quote')).toBe(false);
    expect(canMoveTo('casting', 'design')).toBe(false);
    expect(canMoveTo('casting', 'casting')).toBe(false);
    expect(canMoveTo('collected', 'enquiry')).toBe(false);
    expect(canMoveTo('cancelled', 'enquiry')).toBe(false);
  });

  it('allows cancelling until the piece is collected', () => {
    for (const stage of ORDER_STAGES.slice(0, -1)) {
      expect(canCancel(stage)).toBe(true);
      expect(canMoveTo(stage, 'cancelled')).toBe(true);
    }
    expect(canMoveTo('collected', 'cancelled')).toBe(false);
    expect(canMoveTo('cancelled', 'cancelled')).toBe(false);
  });
});

describe('needsHallmark', () => {
  it('uses the UK exemption weights', () => {
    expect(HALLMARK_EXEMPTION_GRAMS).toEqual({ gold: 1, silver: 7.78, platinum: 0.5, palladium: 1 });
  });

  it('requires a hallmark from the exemption weight up', () => {
    expect(needsHallmark('gold', 0.99)).toBe(false);
    expect(needsHallmark('gold', 1)).toBe(true);
    expect(needsHallmark('silver', 7.77)).toBe(false);
    expect(needsHallmark('silver', 7.78)).toBe(true);
    expect(needsHallmark('platinum', 0.49)).toBe(false);
    expect(needsHallmark('platinum', 0.5)).toBe(true);
    expect(needsHallmark('palladium', 0.99)).toBe(false);
    expect(needsHallmark('palladium', 1.2)).toBe(true);
  });

  it('refuses impossible weights', () => {
    expect(() => needsHallmark('gold', -1)).toThrow(RangeError);
    expect(() => needsHallmark('gold', Number.NaN)).toThrow(RangeError);
  });
});
