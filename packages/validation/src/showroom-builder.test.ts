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

  it('takes only http(s) addresses or paths on the showroom for images, banners and videos', () => {
    const block = (type: 'hero' | 'image' | 'video', url: string) =>
      type === 'hero'
        ? { id: '1', type, content: { title: 'T', subtitle: '', image: url } }
        : type === 'image'
          ? { id: '1', type, content: { url, alt: 'Bague' } }
          : { id: '1', type, content: { url } };
    for (const type of ['hero', 'image', 'video'] as const) {
      for (const ok of [
        '',
        'https://cdn.example.com/a.webp',
        'http://example.com/film.mp4',
        '/media/demo/x.webp',
      ]) {
        expect(showroomBlocksSchema().safeParse({ blocks: [block(type, ok)] }).success, `${type} ${ok}`).toBe(
          true,
        );
      }
      for (const bad of [
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '//evil.example/a.webp',
        '/\\evil.example/a.webp',
        'https://user:pw@example.com/a.webp',
        'ftp://example.com/a.webp',
      ]) {
        const result = showroomBlocksSchema().safeParse({ blocks: [block(type, bad)] });
        expect(result.success, `${type} ${bad}`).toBe(false);
      }
    }
  });

  it('keeps a trimmed address, and refuses a contact email that would add headers to a mail', () => {
    const image = { id: '1', type: 'image', content: { url: '  https://example.com/a.webp ', alt: '' } };
    expect(showroomBlocksSchema().parse({ blocks: [image] }).blocks[0]).toMatchObject({
      content: { url: 'https://example.com/a.webp' },
    });
    const contact = (email: string) => ({
      id: '1',
      type: 'contact',
      content: { email, phone: '', address: '' },
    });
    expect(showroomBlocksSchema().safeParse({ blocks: [contact('contact@maison.example')] }).success).toBe(
      true,
    );
    expect(
      showroomBlocksSchema().safeParse({ blocks: [contact('a@b.example?bcc=x@y.example')] }).success,
    ).toBe(false);
  });
});
