import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, RadioGroup } from './choice-fields';
import { DateField, SelectField, TextareaField, TextField } from './form-field';

const noop = () => {};

describe('form-field kit', () => {
  it('ties each control to its label', () => {
    render(
      <>
        <TextField label="Full name" />
        <TextareaField label="Message" />
        <SelectField label="City">
          <option value="">Choose…</option>
        </SelectField>
        <DateField label="Move-in date" />
        <CheckboxField label="I agree" />
      </>,
    );
    expect(screen.getByLabelText('Full name')).toHaveRole('textbox');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('City')).toHaveRole('combobox');
    expect(screen.getByLabelText('Move-in date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('I agree')).toHaveRole('checkbox');
  });

  it('describes a field by its hint, then by its error, and marks it invalid', () => {
    render(
      <>
        <TextField label="E-mail" hint="We answer here." error="email.invalid" />
        <TextField label="Phone" hint="With area code." />
      </>,
    );
    const email = screen.getByLabelText('E-mail');
    // The code is worded for the reader: English until the validation texts have loaded.
    expect(email).toHaveAccessibleDescription('We answer here. Enter a valid e-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('With area code.');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('shows a text that is not a code as it came', () => {
    render(<TextField label="Photo" error="The photo is larger than 10 MB." />);
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(
      'The photo is larger than 10 MB.',
    );
  });

  it('announces a radio group’s error with the group and on every option', () => {
    render(
      <RadioGroup
        legend="What is it about?"
        hint="Pick the closest."
        options={[
          { value: 'noise', label: 'Noise' },
          { value: 'parking', label: 'Parking', description: 'Cars, boats, trailers' },
        ]}
        error="form.choose"
        inputProps={{ name: 'topic', onChange: noop }}
      />,
    );
    const group = screen.getByRole('group', { name: 'What is it about?' });
    expect(group).toHaveAccessibleDescription('Pick the closest. Choose one of the options.');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAttribute('name', 'topic');
    }
    expect(screen.getByRole('radio', { name: /^Parking/ })).toHaveAttribute('value', 'parking');
  });

  it('describes a single checkbox by what it does and why it is refused', () => {
    render(
      <CheckboxField
        label="Highlight this plan"
        description="Shown first on /compare."
        error="form.choose"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Highlight this plan' });
    expect(box).toHaveAccessibleDescription('Shown first on /compare. Choose one of the options.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
  });
});
