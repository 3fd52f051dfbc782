import type { Meta, StoryObj } from '@storybook/react-vite';

const colours = [
  ['background', 'foreground'],
  ['card', 'card-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['muted', 'muted-foreground'],
  ['accent', 'accent-foreground'],
  ['gold', 'gold-foreground'],
  ['destructive', 'destructive-foreground'],
  ['success', 'success-foreground'],
  ['info', 'info-foreground'],
  ['warning', 'warning-foreground'],
] as const;

function Swatches() {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {colours.map(([fill, text]) => (
        <div
          key={fill}
          className="flex h-20 flex-col justify-end rounded-md border border-border p-3 text-sm"
          style={{ backgroundColor: `var(--${fill})`, color: `var(--${text})` }}
        >
          <span className="font-medium">{fill}</span>
          <span className="text-xs">text: {text}</span>
        </div>
      ))}
      <div className="flex h-20 flex-col justify-end rounded-md border border-border bg-background p-3 text-sm">
        <span className="font-medium text-gold-text">gold-text</span>
        <span className="text-xs text-muted-foreground">gold for text on the page</span>
      </div>
    </div>
  );
}

function Typography() {
  return (
    <div className="grid gap-4">
      <p className="font-display text-6xl font-semibold leading-none">Carat</p>
      <p className="font-display text-4xl">Votre showroom de luxe, en 15 minutes</p>
      <p className="font-display text-2xl italic text-gold-text">Cormorant Garamond — display</p>
      <p className="max-w-prose text-base leading-relaxed">
        Inter — texte courant. La plateforme d'abonnement des bijoutiers : rendez-vous, commandes sur mesure,
        factures, clients et collections.
      </p>
      <p className="text-sm text-muted-foreground">Texte secondaire (muted-foreground)</p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: () => <Swatches /> };

export const Type: Story = { render: () => <Typography /> };

export const Radius: Story = {
  render: () => (
    <div className="flex gap-4">
      {['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-full'].map((radius) => (
        <div
          key={radius}
          className={`grid size-24 place-items-center border border-gold bg-card text-xs ${radius}`}
        >
          {radius}
        </div>
      ))}
    </div>
  ),
};
