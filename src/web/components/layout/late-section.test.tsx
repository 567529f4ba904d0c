import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { LateSection } from './late-section';

describe('LateSection', () => {
  it('keeps its controls disabled until its own code has arrived and drawn', async () => {
    let arrive!: (module: { default: ComponentType }) => void;
    const Form = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve;
        }),
    );
    const { container } = render(
      <LateSection>
        <Form />
      </LateSection>,
    );
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);

    await act(async () => {
      arrive({ default: () => <button type="submit">Send inquiry</button> });
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Send inquiry' })).toBeEnabled();
    expect(fieldset.disabled).toBe(false);
  });
});
