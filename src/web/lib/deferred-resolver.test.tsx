import { fireEvent, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferredResolver, useDeferredResolver } from './deferred-resolver';

const Schema = z.object({ email: z.email() });

function Form({
  source,
  when,
}: {
  source: () => Promise<typeof Schema>;
  when: 'mounted' | 'focus';
}) {
  const ref = useRef<HTMLFormElement>(null);
  useDeferredResolver(source, ref, when);
  return (
    <form ref={ref}>
      <input aria-label="E-mail" />
    </form>
  );
}

describe('deferredResolver', () => {
  it('validates with the loaded schema', async () => {
    const { resolver } = deferredResolver(async () => Schema);
    const result = await resolver({ email: 'nope' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(Object.keys(result.errors)).toEqual(['email']);
  });

  it('rejects while the schema cannot be fetched, then tries again', async () => {
    const source = vi
      .fn<() => Promise<typeof Schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Schema);
    const { resolver } = deferredResolver(source);
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('offline');
    const result = await resolver({ email: 'a@b.co' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(source).toHaveBeenCalledTimes(2);
  });
});

describe('useDeferredResolver', () => {
  it('fetches at once when the form is the page’s point', async () => {
    const source = vi.fn(async () => Schema);
    render(<Form source={source} when="mounted" />);
    await waitFor(() => expect(source).toHaveBeenCalledTimes(1));
  });

  it('waits for the visitor to move into the form, and fetches once', async () => {
    const source = vi.fn(async () => Schema);
    const { getByLabelText } = render(<Form source={source} when="focus" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source).not.toHaveBeenCalled();
    fireEvent.focusIn(getByLabelText('E-mail'));
    fireEvent.focusIn(getByLabelText('E-mail'));
    await waitFor(() => expect(source).toHaveBeenCalledTimes(1));
  });
});
