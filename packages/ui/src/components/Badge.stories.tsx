import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, Crown } from 'lucide-react';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Populaire', variant: 'gold' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'gold', 'success', 'info', 'warning', 'destructive'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>default</Badge>
      <Badge variant="secondary">secondary</Badge>
      <Badge variant="outline">outline</Badge>
      <Badge variant="gold">gold</Badge>
      <Badge variant="success">success</Badge>
      <Badge variant="info">info</Badge>
      <Badge variant="warning">warning</Badge>
      <Badge variant="destructive">destructive</Badge>
    </div>
  ),
};

/** How the dashboards map their statuses. */
export const Statuses: Story = {
  render: () => (
    <dl className="grid max-w-lg grid-cols-[8rem_1fr] items-center gap-3 text-sm">
      <dt className="text-muted-foreground">Clients</dt>
      <dd className="flex gap-2">
        <Badge variant="gold">
          <Crown aria-hidden="true" /> VIP
        </Badge>
        <Badge variant="outline">ACTIVE</Badge>
        <Badge variant="info">NEW</Badge>
      </dd>
      <dt className="text-muted-foreground">Rendez-vous</dt>
      <dd className="flex gap-2">
        <Badge variant="success">Confirmed</Badge>
        <Badge variant="warning">Pending</Badge>
      </dd>
      <dt className="text-muted-foreground">Factures</dt>
      <dd className="flex gap-2">
        <Badge variant="success">paid</Badge>
        <Badge variant="warning">pending</Badge>
        <Badge variant="destructive">overdue</Badge>
      </dd>
      <dt className="text-muted-foreground">Commandes</dt>
      <dd className="flex gap-2">
        <Badge variant="success">completed</Badge>
        <Badge variant="info">in-progress</Badge>
        <Badge variant="warning">pending</Badge>
      </dd>
      <dt className="text-muted-foreground">Showroom</dt>
      <dd className="flex gap-2">
        <Badge variant="default">
          <BadgeCheck aria-hidden="true" /> VÉRIFIÉ
        </Badge>
        <Badge variant="secondary">CZ Plan</Badge>
      </dd>
    </dl>
  ),
};
