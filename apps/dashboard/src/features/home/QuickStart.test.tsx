import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '#lib/env.ts';
import { homeMessages } from './messages.ts';
import { QuickStart } from './QuickStart.tsx';

afterEach(cleanup);

const renderQuickStart = (slug: string | undefined) =>
  render(
    <I18nProvider catalogue={mergeCatalogues(baseCatalogue, homeMessages)} initialLocale="fr">
      <MemoryRouter>
        <QuickStart slug={slug} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe('the Quick Start Guide', () => {
  it("'Configurer la prise de rendez-vous' opens the jeweller's own booking wizard, not the demo's", () => {
    renderQuickStart('maison-lune');
    const link = screen.getByRole('link', { name: /Configurer la prise de rendez-vous/ });
    expect(link.getAttribute('href')).toBe(`${env.showroomUrl}/s/maison-lune/appointment`);
    expect(link.getAttribute('href')).not.toBe(`${env.showroomUrl}/appointment`);
  });

  it('leads to the back office’s appointments until the business is known', () => {
    renderQuickStart(undefined);
    const link = screen.getByRole('link', { name: /Configurer la prise de rendez-vous/ });
    expect(link.getAttribute('href')).toBe('/dashboard/appointments');
  });
});
