import type { DesignSpecInput } from '@carat/api-client/react';
import {
  BAND_PROFILE_LABELS,
  BAND_PROFILES,
  CHAIN_LENGTH_MAX_MM,
  CHAIN_LENGTH_MIN_MM,
  CHAIN_STONE_COUNT_MAX,
  CHAIN_STONES,
  CHAIN_STYLE_LABELS,
  CHAIN_WIDTH_MAX_MM,
  CHAIN_WIDTH_MIN_MM,
  type ChainStones,
  CUT_LABELS,
  CUTS,
  defaultCarat,
  defaultChain,
  isChainPiece,
  isRingPiece,
  MADE_CHAIN_STYLES,
  METAL_LABELS,
  METALS,
  type Metal,
  PIECE_LABELS,
  PIECES,
  type Piece,
  SETTING_LABELS,
  SETTINGS,
  STONE_LABELS,
  STONE_TYPES,
  STONELESS_PIECES,
} from '@carat/domain/design';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import { RING_SYSTEM_LABELS } from '@carat/domain/size-guides';
import { FormField, Input } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId } from 'react';
import { ChoiceField } from '#components/SelectField.tsx';

type Spec = DesignSpecInput;

/** Alloys as a row of radio buttons: switching shows the metal at once (a GLB variant), no regeneration. */
export function MetalSwitch({ metal, onChange }: { metal: Metal; onChange: (metal: Metal) => void }) {
  const { t, locale } = useI18n();
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t('design.metalSwitch')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {METALS.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-md border px-3 py-1.5 text-muted-foreground text-sm hover:text-foreground has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={metal === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {METAL_LABELS[value][locale]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NumberField({
  label,
  value,
  step,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number | null;
  step: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <FormField label={label}>
      {(wiring) => (
        <Input
          {...wiring}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          value={value ?? ''}
          onChange={(event) => {
            const next = Number(event.target.value.replace(',', '.'));
            if (event.target.value !== '' && Number.isFinite(next)) onChange(next);
          }}
        />
      )}
    </FormField>
  );
}

/** Every field of the spec; the inner diameter of a ring follows its size (computed by the server). */
export function SpecForm({ spec, onChange }: { spec: Spec; onChange: (spec: Spec) => void }) {
  const { t, locale } = useI18n();
  const set = (patch: Partial<Spec>) => onChange({ ...spec, ...patch });
  const ring = isRingPiece(spec.piece);
  const stoneless = STONELESS_PIECES.includes(spec.piece);

  const changePiece = (piece: Piece) => {
    const next: Spec = { ...spec, piece };
    if (STONELESS_PIECES.includes(piece)) next.stone = null;
    else
      next.stone ??= {
        type: 'diamond',
        cut: 'round-brilliant',
        size: { unit: 'ct', value: defaultCarat(piece) },
      };
    if (piece === 'halo') next.setting = 'halo';
    else if (spec.setting === 'halo' && piece !== 'pendant' && piece !== 'studs') next.setting = 'claws-4';
    if (isRingPiece(piece)) next.ringSize ??= { system: 'fr', value: 54 };
    else next.ringSize = null;
    next.innerDiameterMm = piece === 'bangle' ? (spec.innerDiameterMm ?? 62) : null;
    // A chain piece carries its chain (a plain cable chain until the brief says otherwise), others none.
    if (isChainPiece(piece)) {
      next.chain = spec.chain ?? defaultChain(piece);
      if (next.chain.stones === 'none') next.stone = null;
    } else next.chain = null;
    onChange(next);
  };

  /** A chain's stones: none, a few stations along it, or all along (tennis); the stone follows. */
  const changeChainStones = (stones: ChainStones) => {
    if (!spec.chain) return;
    const stoneCount = stones === 'none' ? 0 : spec.chain.stoneCount || (stones === 'tennis' ? 30 : 5);
    onChange({
      ...spec,
      chain: { ...spec.chain, stones, stoneCount },
      stone:
        stones === 'none'
          ? null
          : (spec.stone ?? { type: 'diamond', cut: 'round-brilliant', size: { unit: 'mm', value: 2 } }),
    });
  };

  const options = <K extends string>(values: readonly K[], labels: Record<K, { fr: string; en: string }>) =>
    values.map((value) => ({ value, label: labels[value][locale] }));

  return (
    <div className="grid gap-4">
      <MetalSwitch metal={spec.metal} onChange={(metal) => set({ metal })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          label={t('design.spec.piece')}
          value={spec.piece}
          onChange={(value) => changePiece(value as Piece)}
          options={options(PIECES, PIECE_LABELS)}
        />
        <ChoiceField
          label={t('design.spec.setting')}
          value={spec.setting}
          onChange={(value) => set({ setting: value as Spec['setting'] })}
          options={options(SETTINGS, SETTING_LABELS)}
        />
        {stoneless || !spec.stone ? null : (
          <>
            <ChoiceField
              label={t('design.spec.stone')}
              value={spec.stone.type}
              onChange={(value) => set({ stone: { ...spec.stone!, type: value } })}
              options={options(STONE_TYPES, STONE_LABELS)}
            />
            <ChoiceField
              label={t('design.spec.cut')}
              value={spec.stone.cut}
              onChange={(value) => set({ stone: { ...spec.stone!, cut: value } })}
              options={options(CUTS, CUT_LABELS)}
            />
            <ChoiceField
              label={t('design.spec.sizeUnit')}
              value={spec.stone.size.unit}
              onChange={(value) =>
                set({
                  stone: {
                    ...spec.stone!,
                    size:
                      value === 'mm'
                        ? { unit: 'mm', value: 5 }
                        : { unit: 'ct', value: defaultCarat(spec.piece) },
                  },
                })
              }
              options={[
                { value: 'ct', label: t('design.spec.sizeUnit.ct') },
                { value: 'mm', label: t('design.spec.sizeUnit.mm') },
              ]}
            />
            <NumberField
              label={t('design.spec.sizeValue')}
              value={spec.stone.size.value}
              step={spec.stone.size.unit === 'ct' ? 0.01 : 0.1}
              min={spec.stone.size.unit === 'ct' ? 0.01 : 1}
              max={spec.stone.size.unit === 'ct' ? 10 : 16}
              onChange={(value) => set({ stone: { ...spec.stone!, size: { ...spec.stone!.size, value } } })}
            />
          </>
        )}
        <ChoiceField
          label={t('design.spec.profile')}
          value={spec.band.profile}
          onChange={(value) => set({ band: { ...spec.band, profile: value as Spec['band']['profile'] } })}
          options={options(BAND_PROFILES, BAND_PROFILE_LABELS)}
        />
        <NumberField
          label={t('design.spec.width')}
          value={spec.band.widthMm}
          step={0.1}
          min={1.2}
          max={12}
          onChange={(widthMm) => set({ band: { ...spec.band, widthMm } })}
        />
        <NumberField
          label={t('design.spec.thickness')}
          value={spec.band.thicknessMm}
          step={0.1}
          min={1.2}
          max={3.5}
          onChange={(thicknessMm) => set({ band: { ...spec.band, thicknessMm } })}
        />
        {spec.chain ? (
          <>
            <ChoiceField
              label={t('design.spec.chainStyle')}
              value={spec.chain.style}
              onChange={(value) =>
                set({ chain: { ...spec.chain!, style: value as (typeof MADE_CHAIN_STYLES)[number] } })
              }
              options={options(MADE_CHAIN_STYLES, CHAIN_STYLE_LABELS)}
            />
            <NumberField
              label={t('design.spec.chainWidth')}
              value={spec.chain.widthMm}
              step={0.1}
              min={CHAIN_WIDTH_MIN_MM}
              max={CHAIN_WIDTH_MAX_MM}
              onChange={(widthMm) => set({ chain: { ...spec.chain!, widthMm } })}
            />
            <NumberField
              label={t('design.spec.chainLength')}
              value={spec.chain.lengthMm / 10}
              step={0.5}
              min={CHAIN_LENGTH_MIN_MM / 10}
              max={CHAIN_LENGTH_MAX_MM / 10}
              onChange={(cm) => set({ chain: { ...spec.chain!, lengthMm: Math.round(cm * 10) } })}
            />
            <ChoiceField
              label={t('design.spec.chainStones')}
              value={spec.chain.stones}
              onChange={(value) => changeChainStones(value as ChainStones)}
              options={CHAIN_STONES.map((value) => ({ value, label: t(`design.spec.chainStones.${value}`) }))}
            />
            {spec.chain.stones === 'none' ? null : (
              <NumberField
                label={t('design.spec.chainStoneCount')}
                value={spec.chain.stoneCount}
                step={1}
                min={1}
                max={CHAIN_STONE_COUNT_MAX}
                onChange={(stoneCount) =>
                  set({ chain: { ...spec.chain!, stoneCount: Math.round(stoneCount) } })
                }
              />
            )}
          </>
        ) : null}
        {ring && spec.ringSize ? (
          <>
            <ChoiceField
              label={t('design.spec.ringSystem')}
              value={spec.ringSize.system}
              onChange={(value) => set({ ringSize: { ...spec.ringSize!, system: value } })}
              options={RING_SIZE_SYSTEMS.map((system) => ({
                value: system,
                label: RING_SYSTEM_LABELS[system][locale],
              }))}
            />
            <NumberField
              label={t('design.spec.ringSize')}
              value={spec.ringSize.value}
              step={0.5}
              min={-5}
              max={100}
              onChange={(value) => set({ ringSize: { ...spec.ringSize!, value } })}
            />
          </>
        ) : null}
        {spec.piece === 'bangle' ? (
          <NumberField
            label={t('design.spec.innerDiameter')}
            value={spec.innerDiameterMm}
            step={0.5}
            min={50}
            max={75}
            onChange={(innerDiameterMm) => set({ innerDiameterMm })}
          />
        ) : null}
        {ring ? (
          <FormField label={t('design.spec.engraving')}>
            {(wiring) => (
              <Input
                {...wiring}
                maxLength={20}
                value={spec.engraving ?? ''}
                onChange={(event) => set({ engraving: event.target.value || null })}
              />
            )}
          </FormField>
        ) : null}
      </div>
    </div>
  );
}
