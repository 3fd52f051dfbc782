import { errorMessage } from '@carat/api-client';
import { useShowroomPage, useShowroomPageActions } from '@carat/api-client/react';
import { Badge, Button, Card, CardContent, cn, EmptyState, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { fieldErrors } from '@carat/validation';
import {
  BLOCK_TYPES,
  type BlockType,
  type ShowroomBlock,
  showroomBlocksSchema,
} from '@carat/validation/showroom-builder';
import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, GripVertical, Plus, Store, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { env } from '#lib/env.ts';
import { BlockEditor } from './BlockEditor.tsx';
import { BlockPreview } from './BlockPreview.tsx';
import { blocksFingerprint, builderReducer, initialBlocks, nextBlockId } from './builder-state.ts';

export function ShowroomBuilderPage() {
  const { t, locale } = useI18n();
  const page = useShowroomPage();
  const { save, publish } = useShowroomPageActions();
  const [state, dispatch] = useReducer(builderReducer, { blocks: [], selectedId: null });
  const [preview, setPreview] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  // What was last loaded or saved (blocksFingerprint), to tell unsaved changes.
  const [savedJson, setSavedJson] = useState<string | null>(null);

  // The stored draft, or a new showroom's hero block (a suggestion, not a change of the jeweller's).
  useEffect(() => {
    if (!page.data || savedJson !== null) return;
    const stored = page.data.draftBlocks as ShowroomBlock[];
    const blocks = stored.length || page.data.draftSavedAt ? stored : initialBlocks(locale);
    dispatch({ type: 'load', blocks });
    setSavedJson(blocksFingerprint(blocks));
  }, [page.data, savedJson, locale]);

  const dirty = savedJson !== null && blocksFingerprint(state.blocks) !== savedJson;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const validation = useMemo(
    () => showroomBlocksSchema(locale).safeParse({ blocks: state.blocks }),
    [state.blocks, locale],
  );
  const errors = validation.success ? {} : fieldErrors(validation.error);
  const errorsOf = (index: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`blocks.${index}.content.`))
        .map(([path, message]) => [path.slice(`blocks.${index}.content.`.length), message]),
    );

  const add = (blockType: BlockType) => {
    dispatch({ type: 'add', blockType, id: nextBlockId(), locale });
    toast.success(t('builder.toast.added'));
  };
  const remove = (id: string) => {
    dispatch({ type: 'delete', id });
    toast.success(t('builder.toast.deleted'));
  };
  const duplicate = (id: string) => {
    dispatch({ type: 'duplicate', id, newId: nextBlockId() });
    toast.success(t('builder.toast.duplicated'));
  };
  const persist = async (action: 'save' | 'publish') => {
    if (!validation.success) {
      toast.error(t('builder.toast.invalid'));
      const first = Number(Object.keys(errors)[0]?.split('.')[1]);
      if (Number.isInteger(first)) dispatch({ type: 'select', id: state.blocks[first]?.id ?? null });
      return;
    }
    try {
      const sent = state.blocks;
      await (action === 'save' ? save : publish).mutateAsync({ blocks: sent });
      // What was sent is what is saved (the API answers it in jsonb's key order).
      setSavedJson(blocksFingerprint(sent));
      toast.success(action === 'save' ? t('builder.toast.saved') : t('builder.toast.published'));
    } catch (error) {
      toast.error(t('builder.toast.failed'), { description: errorMessage(error, locale) });
    }
  };

  if (page.isLoading) return <Skeleton className="h-96" />;
  if (page.error)
    return (
      <EmptyState
        title={t('builder.error')}
        description={errorMessage(page.error, locale)}
        action={<Button onClick={() => page.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const online = page.data?.published ?? false;
  const selectedIndex = state.blocks.findIndex((b) => b.id === state.selectedId);
  const selected = selectedIndex >= 0 ? state.blocks[selectedIndex] : undefined;

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-4xl">{t('builder.title')}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={online ? 'success' : 'outline'}>
              {online ? t('builder.online') : t('builder.offline')}
            </Badge>
            {dirty ? <span>{t('builder.unsaved')}</span> : null}
            {page.data ? (
              <a
                className="underline"
                href={`${env.showroomUrl}/s/${page.data.slug}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('builder.viewShowroom')}
              </a>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-pressed={preview} onClick={() => setPreview((v) => !v)}>
            {preview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />} {t('builder.preview')}
          </Button>
          <Button variant="outline" loading={save.isPending} onClick={() => persist('save')}>
            {t('builder.save')}
          </Button>
          <Button variant="gold" loading={publish.isPending} onClick={() => persist('publish')}>
            {t('builder.publish')}
          </Button>
        </div>
      </header>

      <div className={cn('grid gap-6 lg:grid-cols-[14rem_1fr]', preview && 'xl:grid-cols-[14rem_1fr_22rem]')}>
        <nav aria-label={t('builder.palette')} className="grid content-start gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{t('builder.palette')}</h2>
          {BLOCK_TYPES.map((type) => (
            <Button key={type} variant="outline" className="justify-start" onClick={() => add(type)}>
              <Plus aria-hidden="true" /> {t(`builder.type.${type}`)}
            </Button>
          ))}
          <p className="text-xs text-muted-foreground">{t('builder.tip')}</p>
        </nav>

        <section aria-label={t('builder.blocks')} className="grid content-start gap-3">
          {state.blocks.length === 0 ? (
            <EmptyState
              icon={<Store aria-hidden="true" />}
              title={t('builder.empty.title')}
              description={t('builder.empty.body')}
              action={<Button onClick={() => add('hero')}>{t('builder.empty.addBanner')}</Button>}
            />
          ) : (
            <ol className="grid gap-3">
              {state.blocks.map((block, index) => {
                const isSelected = block.id === state.selectedId;
                const invalid = Object.keys(errorsOf(index)).length > 0;
                return (
                  <li
                    key={block.id}
                    draggable
                    onDragStart={(e) => {
                      setDragging(block.id);
                      e.dataTransfer.effectAllowed = 'move';
                    }}
                    onDragOver={(e) => {
                      if (dragging) e.preventDefault();
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      if (dragging) dispatch({ type: 'drop', id: dragging, toIndex: index });
                      setDragging(null);
                    }}
                    onDragEnd={() => setDragging(null)}
                    data-testid="builder-block"
                  >
                    <Card
                      className={cn(
                        isSelected && 'border-2 border-gold',
                        invalid && 'border-destructive',
                        dragging === block.id && 'opacity-50',
                      )}
                    >
                      <CardContent className="grid gap-3 p-4">
                        <div className="flex flex-wrap items-center gap-2">
                          <GripVertical
                            className="size-4 cursor-grab text-muted-foreground"
                            aria-hidden="true"
                          />
                          <button
                            type="button"
                            className="flex-1 text-start font-medium"
                            aria-pressed={isSelected}
                            onClick={() => dispatch({ type: 'select', id: isSelected ? null : block.id })}
                          >
                            {t(`builder.type.${block.type}`)}
                          </button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('builder.moveUp')}
                            disabled={index === 0}
                            onClick={() => dispatch({ type: 'move', id: block.id, direction: -1 })}
                          >
                            <ArrowUp aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('builder.moveDown')}
                            disabled={index === state.blocks.length - 1}
                            onClick={() => dispatch({ type: 'move', id: block.id, direction: 1 })}
                          >
                            <ArrowDown aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('builder.duplicate')}
                            onClick={() => duplicate(block.id)}
                          >
                            <Copy aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('builder.delete')}
                            onClick={() => remove(block.id)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                        {isSelected && selected ? (
                          <BlockEditor
                            block={selected}
                            errors={errorsOf(selectedIndex)}
                            onChange={(content) => dispatch({ type: 'edit', id: block.id, content })}
                          />
                        ) : (
                          <BlockPreview block={block} />
                        )}
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        {preview ? (
          <aside
            aria-label={t('builder.preview')}
            className="hidden content-start gap-3 rounded-lg border border-border p-4 xl:grid"
          >
            <h2 className="text-sm font-medium text-muted-foreground">{t('builder.preview')}</h2>
            {state.blocks.map((block) => (
              <BlockPreview key={block.id} block={block} />
            ))}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
