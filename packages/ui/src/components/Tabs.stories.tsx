import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {
  render: () => (
    <Tabs defaultValue="description" className="max-w-lg">
      <TabsList>
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="details">Détails</TabsTrigger>
        <TabsTrigger value="reviews" disabled>
          Avis
        </TabsTrigger>
      </TabsList>
      <TabsContent value="description">
        <p className="text-sm leading-relaxed">
          Chaîne cubaine en or 18 carats, façonnée à la main à Londres.
        </p>
      </TabsContent>
      <TabsContent value="details">
        <p className="text-sm leading-relaxed">Maillons de 8 mm, fermoir à cliquet, gravure possible.</p>
      </TabsContent>
    </Tabs>
  ),
};

/** The six tabs of the dashboard settings. */
export const Settings: Story = {
  render: () => (
    <Tabs defaultValue="profile">
      <TabsList>
        {['Profile', 'Notifications', 'Security', 'Billing', 'Business', 'Appearance'].map((tab) => (
          <TabsTrigger key={tab} value={tab.toLowerCase()}>
            {tab}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <p className="text-sm">First name, last name, email, phone.</p>
      </TabsContent>
    </Tabs>
  ),
};
