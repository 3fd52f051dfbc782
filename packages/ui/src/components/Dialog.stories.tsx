import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog.tsx';
import { FormField } from './FormField.tsx';
import { Input } from './Input.tsx';

function SearchDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Rechercher un produit</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rechercher</DialogTitle>
          <DialogDescription>Saisissez l'identifiant du produit.</DialogDescription>
        </DialogHeader>
        <FormField label="Identifiant du produit">
          <Input inputMode="numeric" placeholder="1" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Annuler</Button>
          </DialogClose>
          <Button>Rechercher</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { render: () => <SearchDialog /> };

export const Open: Story = { render: () => <SearchDialog defaultOpen /> };
