import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupStatusView } from './BackupStatusLine.tsx';
import { accountMessages } from './messages.ts';

const catalogue = mergeCatalogues(baseCatalogue, accountMessages);
afterEach(cleanup);

type Props = Parameters<typeof BackupStatusView>[0]['backups'];
const show = (backups: Props, locale: 'fr' | 'en' = 'fr') =>
  render(
    <I18nProvider catalogue={catalogue} initialLocale={locale}>
      <BackupStatusView backups={backups} />
    </I18nProvider>,
  )
    .container.querySelector('[data-testid="backup-status"]')!
    .textContent!.replace(/\s/g, ' ');

describe('BackupStatusView', () => {
  it('shows the last backup’s time, size and whether a restore verified it', () => {
    const last = { createdAt: '2026-11-26T12:30:00Z', verified: true, size: 5_452_595 };
    const text = show({
      isPending: false,
      isError: false,
      data: { mode: 'embedded', schedule: '30 2 * * *', last },
    });
    expect(text).toContain('Dernière sauvegarde : 26 nov. 2026');
    expect(text).toContain('5,2 Mo');
    expect(text).toContain('vérifiée par une restauration');
    const unverified = show(
      {
        isPending: false,
        isError: false,
        data: { mode: 'embedded', schedule: null, last: { ...last, verified: false, size: 20_480 } },
      },
      'en',
    );
    expect(unverified).toContain('20 kB');
    expect(unverified).toContain('not verified');
  });

  it('says when there is none yet, when the host backs up, and when the status is unavailable', () => {
    expect(
      show({
        isPending: false,
        isError: false,
        data: { mode: 'embedded', schedule: '30 2 * * *', last: null },
      }),
    ).toBe('Aucune sauvegarde pour l’instant : la première a lieu cette nuit.');
    expect(
      show({ isPending: false, isError: false, data: { mode: 'hosted', schedule: null, last: null } }, 'en'),
    ).toBe('Daily backups are made by the database host.');
    expect(show({ isPending: false, isError: true })).toBe('État des sauvegardes indisponible.');
  });
});
