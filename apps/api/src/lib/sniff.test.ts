import { describe, expect, it } from 'vitest';
import { sniffImage, svgText, unsafeSvgReason } from './sniff.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#b08d3c"/></svg>';

describe('sniffImage', () => {
  it('reads the type from the bytes, not from a name', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
    expect(sniffImage(utf8(logo))).toBe('image/svg+xml');
    expect(sniffImage(utf8(`<?xml version="1.0"?>\n<!-- drawn by hand -->\n${logo}`))).toBe('image/svg+xml');
    expect(sniffImage(utf8(`\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">${logo}`))).toBe(
      'image/svg+xml',
    );
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImage(utf8('GIF89a'))).toBeNull();
    expect(sniffImage(utf8('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImage(utf8('%PDF-1.7'))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xfe, 0x3c, 0x00]))).toBeNull(); // UTF-16, not UTF-8
    expect(svgText(new Uint8Array([]))).toBeNull();
  });
});

describe('unsafeSvgReason', () => {
  it('lets a drawing through, with internal links and embedded images', () => {
    expect(unsafeSvgReason(logo)).toBeNull();
    expect(
      unsafeSvgReason(
        '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/><image href="data:image/png;base64,iVBOR"/></svg>',
      ),
    ).toBeNull();
  });

  it('refuses what could run or reach outside', () => {
    const cases: [string, string][] = [
      ['<svg><script>alert(1)</script></svg>', 'a script'],
      ['<svg><SCRIPT src="x.js"/></svg>', 'a script'],
      ['<svg onload="alert(1)"></svg>', 'an event handler'],
      ['<svg><rect\nonclick = "x()"/></svg>', 'an event handler'],
      ['<svg><a href="javascript:alert(1)">x</a></svg>', 'a script link'],
      ['<svg><a xlink:href="https://evil.example">x</a></svg>', 'an external reference'],
      ['<svg><image href="http://tracker.example/pixel.png"/></svg>', 'an external reference'],
      ['<svg><a href="&#106;avascript:x">x</a></svg>', 'an external reference'],
      ['<svg><foreignObject><div/></foreignObject></svg>', 'embedded content'],
      ['<svg><style>@import "https://x";</style></svg>', 'a style import'],
      ['<svg><rect style="fill:url(https://x/y)"/></svg>', 'an external reference in a style'],
      ['<!DOCTYPE svg [<!ENTITY lol "lol">]><svg>&lol;</svg>', 'an entity declaration'],
    ];
    for (const [svg, reason] of cases) expect(unsafeSvgReason(svg), svg).toBe(reason);
  });
});
