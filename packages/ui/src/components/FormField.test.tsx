import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField.tsx';
import { Input } from './Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select.tsx';

describe('FormField', () => {
  it('labels its control', () => {
    render(
      <FormField label="Email">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the error under the field and wires aria-invalid and aria-describedby', () => {
    render(
      <FormField label="Email" error="Email invalide">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email invalide');
    const error = screen.getByText('Email invalide');
    // The message follows the control in the document.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('describes the control by its hint, then its error', () => {
    render(
      <FormField label="Mot de passe" hint="Au moins 6 caractères" error="Mot de passe requis">
        <Input type="password" />
      </FormField>,
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 6 caractères Mot de passe requis',
    );
  });

  it('clears the invalid state when the error goes away', () => {
    const { rerender } = render(
      <FormField label="Nom" error="Le nom doit contenir au moins 2 caractères">
        <Input />
      </FormField>,
    );
    rerender(
      <FormField label="Nom" error={undefined}>
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Nom');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Le nom doit contenir au moins 2 caractères')).toBeNull();
  });

  it('marks a required field and keeps the asterisk out of the name', () => {
    render(
      <FormField label="Prénom" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('uses the given id', () => {
    render(
      <FormField label="Téléphone" id="phone">
        <Input type="tel" />
      </FormField>,
    );
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('id', 'phone');
  });

  it('hands the wiring to a render function (e.g. for a Select trigger)', () => {
    render(
      <FormField label="Type" error="Selection Required">
        {(control) => (
          <Select>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choisir" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="video">Vidéo</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Type' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Selection Required');
  });
});
