import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';

// A tiny inline image, so the story works offline.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c9a227"/><circle cx="20" cy="16" r="7" fill="#14120f"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#14120f"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Sophie Martin' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const WithPhoto: Story = { args: { src: PHOTO } };

export const BrokenPhotoFallsBack: Story = { args: { src: '/does-not-exist.png', name: 'James Wilson' } };

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="sm" name="Amira Haddad" />
      <Avatar size="md" name="Jean-Luc de la Tour" />
      <Avatar size="lg" name="Élodie Ørsted" />
    </div>
  ),
};
