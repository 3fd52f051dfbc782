import type { Meta, StoryObj } from '@storybook/react-vite';
import { Share2 } from 'lucide-react';
import { Button } from './Button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './Tooltip.tsx';

function ShareTooltip({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Tooltip defaultOpen={defaultOpen}>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Partager">
          <Share2 aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Partager le showroom</TooltipContent>
    </Tooltip>
  );
}

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: {
    docs: {
      description: { component: 'Needs a `TooltipProvider` above it (the Storybook decorator adds one).' },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <ShareTooltip /> };

/** Open, 4 px from the trigger (spec § 9). */
export const Open: Story = {
  render: () => (
    <div className="flex min-h-32 items-center justify-center">
      <ShareTooltip defaultOpen />
    </div>
  ),
};
