import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion.tsx';

const faq = [
  [
    'Puis-je annuler à tout moment ?',
    'Oui. Votre abonnement reste actif jusqu’à la fin de la période en cours.',
  ],
  [
    'Existe-t-il un plan gratuit ?',
    'Oui, sans carte bancaire. Il ajoute un filigrane et ne permet pas les paiements.',
  ],
  ['Combien de membres dans mon équipe ?', 'Deux avec MOISSANITE, cinq avec DIAMOND.'],
  [
    'Mes données sont-elles vendues ?',
    'Jamais. Elles sont chiffrées en transit et sauvegardées chaque jour.',
  ],
] as const;

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page FAQ: one question open at a time (the default). */
export const SingleOpen: Story = {
  render: () => (
    <Accordion defaultValue="item-0" className="max-w-xl">
      {faq.map(([question, answer], index) => (
        <AccordionItem key={question} value={`item-${index}`}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};

export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={['item-0', 'item-1']} className="max-w-xl">
      {faq.map(([question, answer], index) => (
        <AccordionItem key={question} value={`item-${index}`}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};
