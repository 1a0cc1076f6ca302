import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

describe('FormField', () => {
  it('labels its control and, without an error, marks nothing', () => {
    render(
      <FormField id="thing-name" label="Name">
        <Input autoComplete="off" />
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.id).toBe('thing-name');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error as an alert the control is described by', () => {
    render(
      <FormField id="thing-name" label="Name" error="Name is required">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('thing-name-error');
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('thing-name-error');
    expect(alert.textContent).toBe('Name is required');
  });

  it('shows a hint the control is described by, with the error after it', () => {
    render(
      <FormField id="thing-contact" label="Contact" hint="A member of the organization." error="Pick one">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Contact');
    expect(input.getAttribute('aria-describedby')).toBe('thing-contact-hint thing-contact-error');
    expect(document.getElementById('thing-contact-hint')?.textContent).toBe('A member of the organization.');
  });

  it('lets the control keep the attributes it sets itself', () => {
    render(
      <FormField id="thing-name" label="Name">
        <Input aria-describedby="elsewhere" />
      </FormField>,
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('elsewhere');
  });
});

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="x-error">{undefined}</FieldError>);
    expect(container.innerHTML).toBe('');
  });
});
