import { describe, expect, it } from 'vitest';
import { mailtoHref, safeBlockUrl, telHref, textParagraphs, videoSource } from '#lib/showroom-blocks.ts';

describe('safeBlockUrl', () => {
  it('keeps http(s) addresses and paths on the showroom itself', () => {
    expect(safeBlockUrl('https://cdn.example.com/bague.webp')).toBe('https://cdn.example.com/bague.webp');
    expect(safeBlockUrl('  http://example.com/a?b=c#d ')).toBe('http://example.com/a?b=c#d');
    expect(safeBlockUrl('/media/demo/banner.webp')).toBe('/media/demo/banner.webp');
  });

  it('refuses every other scheme, protocol-relative and backslash tricks, credentials and blanks', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      'ftp://example.com/film.mp4',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https:\\\\evil.example',
      'https://user:secret@example.com/x.png',
      'https://exa mple.com/x.png',
      'https://example.com/\u0000x',
      'https://',
      'example.com/x.png',
      '',
      null,
      undefined,
    ]) {
      expect(safeBlockUrl(unsafe), String(unsafe)).toBeNull();
    }
  });
});

describe('videoSource', () => {
  it('plays a direct file in the page, and links out to YouTube, Vimeo and other pages', () => {
    expect(videoSource('https://cdn.example.com/atelier.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/atelier.mp4',
    });
    expect(videoSource('/media/demo/film.webm')?.kind).toBe('file');
    expect(videoSource('https://www.youtube.com/watch?v=abc')).toMatchObject({
      kind: 'youtube',
      host: 'youtube.com',
    });
    expect(videoSource('https://youtu.be/abc')?.kind).toBe('youtube');
    expect(videoSource('https://vimeo.com/12345')?.kind).toBe('vimeo');
    expect(videoSource('https://notyoutube.com/watch')).toMatchObject({
      kind: 'link',
      host: 'notyoutube.com',
    });
    expect(videoSource('javascript:alert(1)//.mp4')).toBeNull();
    expect(videoSource('')).toBeNull();
  });
});

describe('contact links', () => {
  it('dials the digits of a written phone number, or nothing', () => {
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('(01) 42-00.00.00')).toBe('tel:0142000000');
    expect(telHref('appelez-nous')).toBeNull();
    expect(telHref('')).toBeNull();
  });

  it('mails a plain address, never one that adds headers', () => {
    expect(mailtoHref('contact@haleandco.example')).toBe('mailto:contact@haleandco.example');
    expect(mailtoHref('a@b.co?bcc=x@y.z')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });
});

describe('textParagraphs', () => {
  it('splits at blank lines and keeps single line breaks', () => {
    expect(textParagraphs('Un.\nDeux.\r\n\r\n  Trois.  \n \n\n')).toEqual(['Un.\nDeux.', 'Trois.']);
    expect(textParagraphs('   ')).toEqual([]);
  });
});
