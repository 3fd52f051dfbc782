import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './Sheet.tsx';

function NavigationSheet({
  side,
  defaultOpen = false,
}: {
  side: SheetContentProps['side'];
  defaultOpen?: boolean;
}) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">Ouvrir ({side})</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Shop Info, Services, Collection.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Showroom" className="grid gap-2 text-sm">
          <a className="underline-offset-4 hover:underline" href="#shop-info">
            Shop Info
          </a>
          <a className="underline-offset-4 hover:underline" href="#services">
            Services
          </a>
          <a className="underline-offset-4 hover:underline" href="#collection">
            Collection
          </a>
        </nav>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="secondary">Fermer le menu</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sides: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <NavigationSheet side="top" />
      <NavigationSheet side="right" />
      <NavigationSheet side="bottom" />
      <NavigationSheet side="left" />
    </div>
  ),
};

export const OpenRight: Story = { render: () => <NavigationSheet side="right" defaultOpen /> };

export const OpenLeft: Story = { render: () => <NavigationSheet side="left" defaultOpen /> };

export const OpenBottom: Story = { render: () => <NavigationSheet side="bottom" defaultOpen /> };
