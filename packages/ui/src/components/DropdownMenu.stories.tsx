import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Eye, Mail, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './Button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './DropdownMenu.tsx';

/** The invoice row menu: View, Download PDF, Send Email. */
function InvoiceActions({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Actions pour INV-001">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>INV-001</DropdownMenuLabel>
        <DropdownMenuItem>
          <Eye aria-hidden="true" /> View
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Download aria-hidden="true" /> Download PDF
          <DropdownMenuShortcut>⌘D</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Mail aria-hidden="true" /> Send Email
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <Trash2 aria-hidden="true" /> Supprimer
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ViewOptions({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [compact, setCompact] = useState(false);
  const [showPaid, setShowPaid] = useState(true);
  const [sort, setSort] = useState('date');
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" /> Affichage
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Afficher</DropdownMenuLabel>
        <DropdownMenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
          Vue compacte
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={showPaid} onCheckedChange={setShowPaid}>
          Factures payées
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Trier par</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="date">Date</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="amount">Montant</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowActions: Story = { render: () => <InvoiceActions /> };

export const RowActionsOpen: Story = {
  render: () => (
    <div className="flex min-h-72 justify-center">
      <InvoiceActions defaultOpen />
    </div>
  ),
};

export const CheckboxAndRadioItems: Story = {
  render: () => (
    <div className="min-h-80">
      <ViewOptions defaultOpen />
    </div>
  ),
};
