import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  baseCatalogue,
  createTranslator,
  defineMessages,
  I18nProvider,
  LocaleSwitch,
  mergeCatalogues,
  useT,
} from './index.tsx';

function Title() {
  const t = useT();
  return <h1>{t('notFound.title')}</h1>;
}

describe('i18n', () => {
  it('serves the catalogue in French by default and switches to English', async () => {
    render(
      <I18nProvider catalogue={baseCatalogue}>
        <Title />
        <LocaleSwitch />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Page introuvable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Langue: English' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Page not found');
    expect(document.documentElement.lang).toBe('en');
  });

  it('types a translator on its catalogue: an unknown key fails the type-check', () => {
    const extra = defineMessages({
      fr: { 'demo.hello': 'Bonjour {name}' },
      en: { 'demo.hello': 'Hello {name}' },
    });
    const t = createTranslator(mergeCatalogues(baseCatalogue, extra), 'en');
    expect(t('demo.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(t('common.retry')).toBe('Try again');
    // @ts-expect-error 'unknown.key' is in neither catalogue
    expect(t('unknown.key')).toBe('unknown.key');
  });

  it('refuses a catalogue whose English lacks a French key', () => {
    const catalogue = defineMessages({
      fr: { 'demo.one': 'Un', 'demo.two': 'Deux' },
      // @ts-expect-error 'demo.two' is missing in English
      en: { 'demo.one': 'One' },
    });
    expect(createTranslator(catalogue, 'en')('demo.two')).toBe('Deux');
  });
});
