import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@carat/ui';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list item's actions (a table row's, a card's) behind a "⋯" button named by `label`; `children` are its DropdownMenuItems. */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
