import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('names the dialog by its title and describes it by what the form does', () => {
    render(
      <FormDialog
        open
        onOpenChange={vi.fn()}
        title="Record a payment"
        description="Cash or check."
        closeLabel="Close"
      >
        <input aria-label="Amount" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Record a payment' });
    expect(dialog).toHaveAccessibleDescription('Cash or check.');
    expect(screen.getByLabelText('Amount')).toBeInTheDocument();
  });

  it('is described by its title when there is nothing more to say', () => {
    render(
      <FormDialog open onOpenChange={vi.fn()} title="Upload a document" closeLabel="Close">
        <p>form</p>
      </FormDialog>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Upload a document');
  });

  it('closes from its close button, named in the feature’s words', () => {
    const onOpenChange = vi.fn();
    render(
      <FormDialog open onOpenChange={onOpenChange} title="Decline" closeLabel="Cerrar">
        <p>form</p>
      </FormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
