import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './Avatar.tsx';

describe('initials', () => {
  it.each([
    ['Sophie Martin', 'SM'],
    ['sophie martin', 'SM'],
    ['Madonna', 'M'],
    ['  Jean-Luc   de la Tour ', 'JT'],
    ['Élodie Ørsted', 'ÉØ'],
    ['"Coco" Chanel', 'CC'],
    ['Marie Curie-Skłodowska', 'MC'],
    ['', ''],
    ['   ', ''],
    ['- ?', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a decomposed accent with its letter', () => {
    expect(initials('E\u0301milie Zola')).toBe('ÉZ');
  });
});

describe('Avatar', () => {
  it('is an image named after the person, showing the initials', () => {
    render(<Avatar name="Sophie Martin" />);
    const avatar = screen.getByRole('img', { name: 'Sophie Martin' });
    expect(avatar).toHaveTextContent('SM');
  });
});
