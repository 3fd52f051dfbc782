import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as barrel from '#lib/index.ts';

const packageDir = new URL('../', import.meta.url);
const { exports } = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
  exports: Record<string, string>;
};

describe('package entry points', () => {
  it('gives every public module its own export entry', () => {
    for (const [subpath, file] of Object.entries(exports)) {
      expect(existsSync(new URL(file, packageDir)), subpath).toBe(true);
    }
    expect(Object.keys(exports).sort()).toEqual(
      [
        '.',
        './access',
        './appointment-services',
        './appointments',
        './clients',
        './countries',
        './country-zones',
        './dates',
        './delays',
        './design',
        './engraving',
        './errors',
        './holidays',
        './invoice',
        './invoice-mentions',
        './leads',
        './locale',
        './messaging',
        './metal',
        './money',
        './orders',
        './plans',
        './random',
        './reviews',
        './ring-sizes',
        './roles',
        './sales',
        './showroom',
        './showroom-blocks',
        './size-guides',
        './stats',
        './subscriptions',
        './taxes',
        './tiers',
      ].sort(),
    );
  });

  it('re-exports every module from the root', async () => {
    for (const [subpath, file] of Object.entries(exports)) {
      if (subpath === '.') continue;
      const module: Record<string, unknown> = await import(new URL(file, packageDir).href);
      for (const name of Object.keys(module)) expect(barrel, `${subpath} → ${name}`).toHaveProperty(name);
    }
  });
});
