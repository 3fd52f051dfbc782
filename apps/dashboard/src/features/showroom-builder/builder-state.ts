import { type BlockType, newBlock, type ShowroomBlock } from '@carat/validation/showroom-builder';

/**
 * The builder's editing state, as pure functions (the spec's rules): add appends and selects; delete
 * clears the selection if it was the selected block; duplicate appends a copy with a new id; move swaps
 * with the neighbour and does nothing at the ends; a drag moves a block to another place.
 */
export interface BuilderState {
  blocks: ShowroomBlock[];
  selectedId: string | null;
}

export type BuilderAction =
  | { type: 'load'; blocks: ShowroomBlock[] }
  | { type: 'add'; blockType: BlockType; id: string; locale: 'fr' | 'en' }
  | { type: 'delete'; id: string }
  | { type: 'duplicate'; id: string; newId: string }
  | { type: 'move'; id: string; direction: -1 | 1 }
  | { type: 'drop'; id: string; toIndex: number }
  | { type: 'select'; id: string | null }
  | { type: 'edit'; id: string; content: Record<string, unknown> };

/**
 * The blocks as a comparable text, whatever the order of their keys: the database stores them as jsonb,
 * which hands keys back in an order of its own, so the blocks just saved or loaded read as unchanged.
 * Absent and undefined fields are the same.
 */
export function blocksFingerprint(blocks: readonly ShowroomBlock[]): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(blocks));
}

/** The spec: a block's id is a timestamp string; a counter keeps ids unique within one millisecond. */
let last = 0;
export function nextBlockId(now = Date.now()): string {
  last = Math.max(now, last + 1);
  return String(last);
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return { blocks: action.blocks, selectedId: null };
    case 'add': {
      const block = newBlock(action.blockType, action.id, action.locale);
      return { blocks: [...state.blocks, block], selectedId: block.id };
    }
    case 'delete':
      return {
        blocks: state.blocks.filter((b) => b.id !== action.id),
        selectedId: state.selectedId === action.id ? null : state.selectedId,
      };
    case 'duplicate': {
      const source = state.blocks.find((b) => b.id === action.id);
      if (!source) return state;
      const copy = { ...structuredClone(source), id: action.newId } as ShowroomBlock;
      return { ...state, blocks: [...state.blocks, copy] };
    }
    case 'move': {
      const index = state.blocks.findIndex((b) => b.id === action.id);
      const target = index + action.direction;
      if (index < 0 || target < 0 || target >= state.blocks.length) return state;
      const blocks = [...state.blocks];
      [blocks[index], blocks[target]] = [blocks[target]!, blocks[index]!];
      return { ...state, blocks };
    }
    case 'drop': {
      const index = state.blocks.findIndex((b) => b.id === action.id);
      if (index < 0) return state;
      const blocks = [...state.blocks];
      const [moved] = blocks.splice(index, 1);
      const to = Math.max(0, Math.min(action.toIndex, blocks.length));
      blocks.splice(to, 0, moved!);
      return { ...state, blocks };
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'edit':
      return {
        ...state,
        blocks: state.blocks.map((b) =>
          b.id === action.id ? ({ ...b, content: action.content } as ShowroomBlock) : b,
        ),
      };
  }
}

/** A new showroom starts with one hero block (spec). */
export function initialBlocks(locale: 'fr' | 'en'): ShowroomBlock[] {
  return [newBlock('hero', nextBlockId(), locale)];
}
