import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextInput } from '../../../src/presentation/components/fields/text-input';

describe('TextInput', () => {
  it('ties its label, its error and its helper text to the input', () => {
    render(
      <TextInput
        id="email"
        label="Email"
        required
        value="demo@"
        onChange={() => undefined}
        error
        helperText="Email is invalid"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Email is invalid');
  });
});
