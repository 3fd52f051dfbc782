import type { DesignSpecInput } from '@carat/api-client/react';
import { defaultChain, defaultDesignSpec } from '@carat/domain/design';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designMessages } from './messages.ts';
import { SpecForm } from './SpecForm.tsx';

const catalogue = mergeCatalogues(baseCatalogue, designMessages);
afterEach(cleanup);

const necklace = (): DesignSpecInput =>
  ({ ...defaultDesignSpec('necklace'), stone: null, chain: defaultChain('necklace') }) as DesignSpecInput;

function show(spec: DesignSpecInput, onChange = vi.fn()) {
  render(
    <I18nProvider catalogue={catalogue} initialLocale="fr">
      <SpecForm spec={spec} onChange={onChange} />
    </I18nProvider>,
  );
  return onChange;
}

describe('SpecForm, a chain', () => {
  it('asks the link, its width, the length in centimetres and the stones along it', () => {
    const onChange = show(necklace());
    expect(screen.getByLabelText('Maille')).toBeTruthy();
    expect((screen.getByLabelText('Largeur de la maille (mm)') as HTMLInputElement).value).toBe(
      String(defaultChain('necklace').widthMm),
    );
    const length = screen.getByLabelText('Longueur (cm, fermoir compris)') as HTMLInputElement;
    expect(length.value).toBe(String(defaultChain('necklace').lengthMm / 10));
    expect(screen.getByLabelText('Pierres sur la chaîne')).toBeTruthy();
    // No stone along it: no count asked.
    expect(screen.queryByLabelText('Nombre de pierres')).toBeNull();
    fireEvent.change(length, { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ chain: expect.objectContaining({ lengthMm: 500 }) }),
    );
  });

  it('asks how many stones a tennis chain carries', () => {
    const spec = necklace();
    show({ ...spec, chain: { ...spec.chain!, stones: 'tennis', stoneCount: 30 } });
    expect((screen.getByLabelText('Nombre de pierres') as HTMLInputElement).value).toBe('30');
  });

  it('asks nothing of a chain for a ring', () => {
    show(defaultDesignSpec('solitaire') as DesignSpecInput);
    expect(screen.queryByLabelText('Maille')).toBeNull();
  });
});
