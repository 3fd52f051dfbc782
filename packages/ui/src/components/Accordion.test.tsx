import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion.tsx';

function Faq(props: { type?: 'multiple' }) {
  const items = (
    <>
      <AccordionItem value="a">
        <AccordionTrigger>Puis-je annuler ?</AccordionTrigger>
        <AccordionContent>Oui, à tout moment.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger>Y a-t-il un plan gratuit ?</AccordionTrigger>
        <AccordionContent>Oui, sans carte bancaire.</AccordionContent>
      </AccordionItem>
    </>
  );
  return props.type === 'multiple' ? (
    <Accordion type="multiple">{items}</Accordion>
  ) : (
    <Accordion>{items}</Accordion>
  );
}

describe('Accordion', () => {
  it('opens one section at a time by default, and the open one can be closed', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole('button', { name: 'Puis-je annuler ?' });
    const second = screen.getByRole('button', { name: 'Y a-t-il un plan gratuit ?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts each trigger in a heading', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('can open several sections with type="multiple"', async () => {
    const user = userEvent.setup();
    render(<Faq type="multiple" />);
    await user.click(screen.getByRole('button', { name: 'Puis-je annuler ?' }));
    await user.click(screen.getByRole('button', { name: 'Y a-t-il un plan gratuit ?' }));
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
