import { describe, expect, it } from 'vitest';
import {
  type BuilderState,
  blocksFingerprint,
  builderReducer,
  initialBlocks,
  nextBlockId,
} from './builder-state.ts';

const start = (): BuilderState => ({ blocks: [], selectedId: null });
const add = (state: BuilderState, type: 'hero' | 'text' | 'image', id: string) =>
  builderReducer(state, { type: 'add', blockType: type, id, locale: 'fr' });

describe('the builder', () => {
  it('appends an added block and selects it', () => {
    const state = add(add(start(), 'hero', 'a'), 'text', 'b');
    expect(state.blocks.map((b) => b.id)).toEqual(['a', 'b']);
    expect(state.selectedId).toBe('b');
  });

  it('clears the selection only when the deleted block was selected', () => {
    const state = add(add(start(), 'hero', 'a'), 'text', 'b');
    expect(builderReducer(state, { type: 'delete', id: 'a' })).toMatchObject({ selectedId: 'b' });
    expect(builderReducer(state, { type: 'delete', id: 'b' })).toMatchObject({ selectedId: null });
  });

  it('appends a deep copy with a new id when duplicating', () => {
    const state = add(start(), 'hero', 'a');
    const copy = builderReducer(state, { type: 'duplicate', id: 'a', newId: 'c' });
    expect(copy.blocks.map((b) => b.id)).toEqual(['a', 'c']);
    const edited = builderReducer(copy, {
      type: 'edit',
      id: 'c',
      content: { title: 'X', subtitle: '', image: '' },
    });
    expect(edited.blocks[0]!.content).toMatchObject({ title: 'Mon showroom' });
  });

  it('swaps with the neighbour, and does nothing at the first or last place', () => {
    const state = add(add(add(start(), 'hero', 'a'), 'text', 'b'), 'image', 'c');
    const ids = (s: BuilderState) => s.blocks.map((b) => b.id);
    expect(ids(builderReducer(state, { type: 'move', id: 'b', direction: -1 }))).toEqual(['b', 'a', 'c']);
    expect(ids(builderReducer(state, { type: 'move', id: 'b', direction: 1 }))).toEqual(['a', 'c', 'b']);
    expect(builderReducer(state, { type: 'move', id: 'a', direction: -1 })).toBe(state);
    expect(builderReducer(state, { type: 'move', id: 'c', direction: 1 })).toBe(state);
    expect(ids(builderReducer(state, { type: 'drop', id: 'c', toIndex: 0 }))).toEqual(['c', 'a', 'b']);
  });

  it('starts a new showroom with one hero, and gives unique timestamp ids', () => {
    expect(initialBlocks('fr').map((b) => b.type)).toEqual(['hero']);
    const a = nextBlockId(1000);
    const b = nextBlockId(1000);
    expect(a).not.toBe(b);
    expect(Number(b)).toBeGreaterThan(Number(a));
  });
});

describe('unsaved changes', () => {
  /** The blocks as PostgreSQL's jsonb hands them back: keys by length, then bytes. */
  const asJsonb = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(asJsonb);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, asJsonb(v)]),
      );
    }
    return value;
  };

  it('reads the blocks just saved, as the API answers them, as unchanged', () => {
    const blocks = initialBlocks('fr');
    const answered = asJsonb(JSON.parse(JSON.stringify(blocks))) as typeof blocks;
    // The old comparison (JSON text) told them apart: 'Modifications non sauvegardées' after a save.
    expect(JSON.stringify(answered)).not.toBe(JSON.stringify(blocks));
    expect(blocksFingerprint(answered)).toBe(blocksFingerprint(blocks));
  });

  it('still sees an edit', () => {
    const state = builderReducer(
      { blocks: initialBlocks('fr'), selectedId: null },
      { type: 'select', id: null },
    );
    const id = state.blocks[0]!.id;
    const edited = builderReducer(state, { type: 'edit', id, content: { title: 'Nouveau titre' } });
    expect(blocksFingerprint(edited.blocks)).not.toBe(blocksFingerprint(state.blocks));
  });
});
