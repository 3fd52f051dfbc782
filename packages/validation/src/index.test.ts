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
        './appointments',
        './assistant',
        './auth',
        './back-office-messages',
        './booking',
        './catalogue-settings',
        './catalogue',
        './clients',
        './designs',
        './engraving',
        './error-messages',
        './field-errors',
        './integrations',
        './invoice',
        './invoices',
        './leads',
        './locale',
        './marketing',
        './messages',
        './messaging',
        './metal',
        './orders',
        './repairs',
        './review',
        './showroom',
        './stock',
        './settings',
        './showroom-builder',
        './size-guides',
        './text',
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
