import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { Button } from './Button.tsx';
import { FormField } from './FormField.tsx';
import { Input } from './Input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: 'Email', children: <Input type="email" placeholder="vous@exemple.com" /> },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Mot de passe',
    hint: 'Au moins 6 caractères.',
    required: true,
    children: <Input type="password" />,
  },
};

export const WithError: Story = {
  args: { error: 'Email invalide', required: true, children: <Input type="email" defaultValue="sophie@" /> },
};

export const WithTextarea: Story = {
  args: { label: 'Message', hint: 'Optionnel', children: <Textarea /> },
};

export const WithSelect: Story = {
  args: {
    label: 'Type de rendez-vous',
    error: 'Please select an appointment type to continue.',
    children: (control) => (
      <Select>
        <SelectTrigger {...control}>
          <SelectValue placeholder="Choisir un type" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="phone">Appel téléphonique</SelectItem>
          <SelectItem value="video">Visio</SelectItem>
          <SelectItem value="store">En boutique</SelectItem>
          <SelectItem value="design">Séance de design</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
};

/** The sign-in form: errors show under their field on submit and clear as the field is edited. */
function SignInForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({
      email: /^\S+@\S+\.\S+$/.test(values.email) ? undefined : 'Email invalide',
      password: values.password ? undefined : 'Mot de passe requis',
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Email" error={errors.email} required>
        <Input
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => {
            setValues({ ...values, email: event.target.value });
            setErrors({ ...errors, email: undefined });
          }}
        />
      </FormField>
      <FormField label="Mot de passe" error={errors.password} required>
        <Input
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => {
            setValues({ ...values, password: event.target.value });
            setErrors({ ...errors, password: undefined });
          }}
        />
      </FormField>
      <Button type="submit">Se connecter</Button>
    </form>
  );
}

export const SignIn: Story = { render: () => <SignInForm /> };
