import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, newBlock, showroomBlocksSchema } from '#lib/showroom-builder.ts';

describe('showroom builder blocks', () => {
  it('starts a hero with a showroom title and a welcome subtitle (spec)', () => {
    expect(newBlock('hero', '1700000000000')).toEqual({
      id: '1700000000000',
      type: 'hero',
      content: { title: 'Mon showroom', subtitle: 'Bienvenue dans notre univers', image: '' },
    });
  });

  it('accepts every new block as it starts, and a relative image address', () => {
    const blocks = BLOCK_TYPES.map((type, i) => newBlock(type, String(i)));
    expect(showroomBlocksSchema().safeParse({ blocks }).success).toBe(true);
    const image = { id: 'x', type: 'image', content: { url: '/v1/files/abc', alt: 'Bague' } };
    expect(showroomBlocksSchema().safeParse({ blocks: [image] }).success).toBe(true);
  });

  it('refuses an unknown block type and content that does not belong to the type', () => {
    expect(
      showroomBlocksSchema().safeParse({ blocks: [{ id: '1', type: 'iframe', content: {} }] }).success,
    ).toBe(false);
    expect(
      showroomBlocksSchema().safeParse({ blocks: [{ id: '1', type: 'text', content: { html: '<b>' } }] })
        .success,
    ).toBe(false);
  });
});
