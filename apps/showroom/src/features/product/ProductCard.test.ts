import { describe, expect, it } from 'vitest';
import { categoryLabel } from './ProductCard.tsx';

const t = (key: string) => ({ 'category.NECKLACES': 'Colliers', 'category.RINGS': 'Bagues' })[key] ?? key;

describe("a piece's category on the showroom", () => {
  it("reads the showroom's words for a default category, necklaces included", () => {
    expect(categoryLabel({ category: 'NECKLACES', categoryName: null }, t)).toBe('Colliers');
    expect(categoryLabel({ category: 'RINGS' }, t)).toBe('Bagues');
  });

  it("reads the jeweller's name for its own or a renamed category", () => {
    expect(categoryLabel({ category: 'ANKLETS', categoryName: 'Chevillères' }, t)).toBe('Chevillères');
    expect(categoryLabel({ category: 'RINGS', categoryName: 'Alliances' }, t)).toBe('Alliances');
    expect(categoryLabel({ category: 'ANKLETS' }, t)).toBe('ANKLETS');
  });
});
