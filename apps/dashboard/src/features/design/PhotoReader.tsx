import { errorMessage } from '@carat/api-client';
import {
  type DesignFromPhoto,
  type DesignPhotoReading,
  type DesignSpecInput,
  useCreateDesignFromPhoto,
  useReadDesignPhoto,
} from '@carat/api-client/react';
import { CUT_LABELS, METAL_LABELS, PIECE_LABELS, STONE_LABELS } from '@carat/domain/design';
import { Badge, Button } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { SpecForm } from './SpecForm.tsx';

/** What the server accepts (it reads the real type from the bytes). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const MAX_BYTES = 15 * 1024 * 1024;

/**
 * A design from a photo of a piece or a sketch (ADR 070): the jeweller drops or picks a picture, sees it,
 * has it read (nothing generated yet), sees what was read beside it with how sure the reader was, corrects
 * it in the same form as any design, then generates. The brief, when written, is sent with the photo and
 * wins where it speaks.
 */
export function PhotoReader({ brief, onCreated }: { brief: string; onCreated: (id: string) => void }) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [reading, setReading] = useState<DesignPhotoReading | null>(null);
  const [draft, setDraft] = useState<DesignSpecInput | null>(null);
  const [dragging, setDragging] = useState(false);
  const read = useReadDesignPhoto();
  const create = useCreateDesignFromPhoto();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null | undefined) => {
    setReading(null);
    setDraft(null);
    read.reset();
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      setRefused(t('design.fromPhoto.tooLarge'));
      setFile(null);
      return;
    }
    setRefused(null);
    setFile(chosen);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const readIt = () => {
    if (!file) return;
    read.mutate(
      { photo: file, brief: brief.trim() || undefined, locale },
      {
        onSuccess: (answer) => {
          setReading(answer);
          setDraft(answer.spec as DesignSpecInput);
        },
      },
    );
  };

  const generate = () => {
    if (!file || !draft) return;
    create.mutate(
      { photo: file, spec: draft, brief: brief.trim() || undefined, locale },
      { onSuccess: (design) => onCreated(design.id) },
    );
  };

  const error = refused ?? (read.error ? errorMessage(read.error, locale) : null);

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="mt-4 grid gap-3 rounded-md border border-dashed p-3"
    >
      <div>
        <h2 id={`${inputId}-title`} className="font-medium text-sm">
          {t('design.fromPhoto.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('design.fromPhoto.intro')}</p>
      </div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid min-h-24 cursor-pointer place-items-center rounded-md border-2 border-dashed p-3 text-center text-sm focus-within:ring-2 focus-within:ring-ring ${dragging ? 'border-primary bg-muted' : ''}`}
      >
        <span>{file ? file.name : t('design.fromPhoto.drop')}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
        {t('design.fromPhoto.hint')}
      </p>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {file ? (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
          {preview ? (
            <img
              src={preview}
              alt={t('design.fromPhoto.previewAlt')}
              className="aspect-square w-full max-w-40 rounded-md border object-contain"
            />
          ) : null}
          <div className="grid content-start gap-2">
            {reading ? (
              <ReadingSummary fromPhoto={reading.fromPhoto} />
            ) : (
              <p className="text-muted-foreground text-sm">{t('design.fromPhoto.notRead')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={readIt} loading={read.isPending}>
                {reading ? t('design.fromPhoto.readAgain') : t('design.fromPhoto.read')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      {reading && draft ? (
        <div className="grid gap-3">
          <p className="text-sm">{t('design.fromPhoto.correct')}</p>
          <SpecForm spec={draft} onChange={setDraft} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={generate} loading={create.isPending}>
              {t('design.fromPhoto.generate')}
            </Button>
          </div>
          {create.error ? (
            <p role="alert" className="text-destructive text-sm">
              {errorMessage(create.error, locale)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** What the photo gave, field by field, with the reader's confidence (also shown on a design made so). */
export function ReadingSummary({ fromPhoto }: { fromPhoto: DesignFromPhoto }) {
  const { t, locale } = useI18n();
  const { read: spec, confidence, stoneCount, engine } = fromPhoto;
  const percent = (value: number | undefined) => `${Math.round((value ?? 0) * 100)} %`;
  const rows: { key: string; label: string; value: string; confidence: number | undefined }[] = [
    {
      key: 'piece',
      label: t('design.spec.piece'),
      value: PIECE_LABELS[spec.piece][locale],
      confidence: confidence.piece,
    },
    {
      key: 'metal',
      label: t('design.spec.metal'),
      value: METAL_LABELS[spec.metal][locale],
      confidence: confidence.metal,
    },
  ];
  if (spec.stone) {
    rows.push(
      {
        key: 'cut',
        label: t('design.spec.cut'),
        value: CUT_LABELS[spec.stone.cut][locale],
        confidence: confidence.stoneCut,
      },
      {
        key: 'stone',
        label: t('design.spec.stone'),
        value: STONE_LABELS[spec.stone.type][locale],
        confidence: confidence.stoneType,
      },
    );
  }
  rows.push({
    key: 'count',
    label: t('design.fromPhoto.stoneCount'),
    value: String(stoneCount),
    confidence: confidence.stoneCount,
  });
  return (
    <div className="grid gap-1">
      <h3 className="font-medium text-sm">
        {t(engine === 'model' ? 'design.fromPhoto.readByModel' : 'design.fromPhoto.readOffline')}
      </h3>
      <dl
        className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm"
        data-testid="photo-reading"
      >
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              <Badge variant={(row.confidence ?? 0) >= 0.6 ? 'secondary' : 'outline'}>
                {t('design.fromPhoto.confidence', { value: percent(row.confidence) })}
              </Badge>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
