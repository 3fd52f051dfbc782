import { cn, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@carat/ui';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';

/** Above a list: the search box, then the list's filters and sort. */
export function ListToolbar({
  search,
  onSearch,
  placeholder,
  label,
  searchClassName = 'min-w-56',
  onSearchEnter,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  /** Enter in the search box (a USB scanner types a code, then Enter): the search as typed. */
  onSearchEnter?: (value: string) => void;
  placeholder: string;
  /** The search box's accessible name. */
  label: string;
  searchClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className={cn('relative flex-1', searchClassName)}>
        <Search
          className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={
            onSearchEnter
              ? (e) => {
                  if (e.key === 'Enter') onSearchEnter(e.currentTarget.value);
                }
              : undefined
          }
          placeholder={placeholder}
          aria-label={label}
          className="ps-9"
        />
      </div>
      {children}
    </div>
  );
}

/** A filter or sort of a list: a select named by `label`, with an 'all' choice first when `allLabel` is set. */
export function FilterSelect({
  value,
  onValueChange,
  label,
  options,
  allLabel,
  triggerClassName = 'w-full sm:w-44',
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
  triggerClassName?: string;
}) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger className={triggerClassName} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value="all">{allLabel}</SelectItem> : null}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
