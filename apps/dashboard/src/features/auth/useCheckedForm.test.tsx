import { signUpSchema } from '@carat/validation/auth';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckedForm } from './useCheckedForm.ts';

afterEach(cleanup);

function SignUp({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useCheckedForm(async () => signUpSchema('fr'), {
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {(['fullName', 'email', 'password', 'confirmPassword'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={name}>{name}</label>
          <input id={name} {...form.field(name)} />
          {form.errors[name] ? <span data-testid={`${name}-error`}>{form.errors[name]}</span> : null}
        </div>
      ))}
      <button type="submit">submit</button>
    </form>
  );
}

const messageOf = (schema: ReturnType<typeof signUpSchema>, values: object) => {
  const result = schema.safeParse(values);
  if (result.success) throw new Error('expected a refusal');
  return (field: string) => result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('the sign-in page form without a form library', () => {
  it("shows the shared schema's first message under each field and focuses the first field in error", async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('fullName'), { target: { value: 'Zoé Martin' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('confirmPassword'), { target: { value: 'secret2' } });
    fireEvent.click(screen.getByText('submit'));
    const expected = messageOf(signUpSchema('fr'), {
      fullName: 'Zoé Martin',
      email: '',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe(expected('email')));
    expect(expected('email')).toBeTruthy();
    expect(screen.queryByTestId('fullName-error')).toBeNull();
    expect(screen.queryByTestId('password-error')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the confirmation mismatch under the confirmation, as the schema reports it', async () => {
    render(<SignUp onValid={() => {}} />);
    const values = {
      fullName: 'Zoé Martin',
      email: 'zoe@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
    };
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(name), { target: { value } });
    }
    fireEvent.click(screen.getByText('submit'));
    const expected = messageOf(signUpSchema('fr'), values)('confirmPassword');
    expect(expected).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('confirmPassword-error').textContent).toBe(expected));
    expect(document.activeElement).toBe(screen.getByLabelText('confirmPassword'));
  });

  it("clears a field's message as soon as that field is edited, and only that field's", async () => {
    render(<SignUp onValid={() => {}} />);
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(screen.getByTestId('email-error')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'z' } });
    expect(screen.queryByTestId('email-error')).toBeNull();
    expect(screen.getByTestId('fullName-error')).toBeTruthy();
  });

  it("hands a valid submit the schema's output", async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('fullName'), { target: { value: '  Zoé Martin  ' } });
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'zoe@example.com' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('confirmPassword'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual(
      signUpSchema('fr').parse({
        fullName: '  Zoé Martin  ',
        email: 'zoe@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    );
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ fullName: 'Zoé Martin' });
  });
});
