import { Button } from '@carat/ui';

/** Previous and next under a list, with where the reader is ('Page 2 sur 5'); nothing for one page. */
export function Pagination({
  page,
  pages,
  onPage,
  label,
  previousLabel,
  nextLabel,
  size,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Where the reader is; also the navigation's accessible name. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  size?: 'sm';
}) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3" aria-label={label}>
      <Button variant="outline" size={size} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span className="text-sm text-muted-foreground">{label}</span>
      <Button variant="outline" size={size} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}

/** How many pages `total` rows make, `pageSize` a page (at least one). */
export const pageCount = (total: number | undefined, pageSize: number) =>
  total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
