import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check } from 'lucide-react';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlanCard: Story = {
  render: () => (
    <Card className="max-w-sm border-gold/60">
      <CardHeader>
        <div className="flex items-center justify-between">
          <CardTitle>MOISSANITE</CardTitle>
          <Badge variant="gold">Populaire</Badge>
        </div>
        <CardDescription>Pour les bijoutiers qui grandissent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>
          <span className="font-display text-4xl font-semibold">$149</span>
          <span className="text-sm text-muted-foreground"> / mois</span>
        </p>
        <ul className="grid gap-2 text-sm">
          {['AI Chatbot Support', 'Appointment Scheduler', '2 membres d’équipe'].map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-gold-text" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Choisir ce plan</Button>
      </CardFooter>
    </Card>
  ),
};

export const StatCards: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[
        ['Commandes', '24', '+12 %'],
        ['Rendez-vous', '8', '+4 %'],
        ['Revenus', '£4,320', '+18 %'],
        ['Clients', '156', '+7 %'],
      ].map(([label, value, change]) => (
        <Card key={label} className="gap-2">
          <CardHeader>
            <CardDescription>{label}</CardDescription>
            <CardTitle asChild>
              <p className="text-3xl">{value}</p>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-xs text-success">{change} ce mois-ci</p>
          </CardContent>
        </Card>
      ))}
    </div>
  ),
};
