/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
export const likeFragment = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a list's page and count functions take from its query: the search as a LIKE pattern (null when
 * there is none, blank included) and the rows to skip.
 */
export function pageArguments(query: { q?: string | undefined; page: number; pageSize: number }) {
  const q = query.q?.trim() || null;
  return { pattern: q ? likeFragment(q) : null, offset: (query.page - 1) * query.pageSize };
}
