import { describe, expect, it } from 'vitest';
import { movePiece } from './piece-order.ts';

describe('movePiece', () => {
  it('moves one piece up or down, the others keeping their order', () => {
    expect(movePiece(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePiece(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(movePiece(['a', 'b', 'c', 'd'], 1, 3)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('keeps a piece at an end where it is, and leaves the list given untouched', () => {
    const list = ['a', 'b', 'c'];
    expect(movePiece(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePiece(list, 2, 3)).toEqual(['a', 'b', 'c']);
    expect(movePiece(list, 5, 0)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
