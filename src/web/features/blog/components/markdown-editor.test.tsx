import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/locales/en/blog-admin.json';
import { MarkdownEditor } from './markdown-editor';
import { createTranslator } from '../../../i18n/translator';
import { TranslationProvider } from '../../../i18n/use-translation';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  upload: vi.fn(),
  wide: false,
}));
vi.mock('../../../lib/session/session-context', () => ({
  useSession: () => ({ api: mocks.api, getAuthHeaders: async () => ({}) }),
}));
vi.mock('../../../lib/upload-with-progress', () => ({ uploadWithProgress: mocks.upload }));

const translator = createTranslator({ language: 'en', resources: { en: { 'blog-admin': en } } });

beforeEach(() => {
  mocks.api.mockReset();
  mocks.upload.mockReset();
  mocks.api.mockImplementation(async (_path: string, init: { body: { bodyMarkdown: string } }) => ({
    html: `<p>${init.body.bodyMarkdown}</p>`,
  }));
  // jsdom has no media queries: the editor asks whether the screen is 1024 px or wider.
  window.matchMedia = ((query: string) => ({
    matches: mocks.wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  mocks.wide = false;
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TranslationProvider translator={translator}>
      <MarkdownEditor value={value} onChange={setValue} />
    </TranslationProvider>
  );
}

describe('MarkdownEditor', () => {
  it('bolds the selected words from the toolbar', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Check the dock lines" />);
    const body = screen.getByLabelText('Body') as HTMLTextAreaElement;
    body.setSelectionRange(10, 14);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(body.value).toBe('Check the **dock** lines');
  });

  it('shows Write and Preview tabs below 1024 px, and the preview beside the text above', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial="Hello" />);
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByLabelText('Body')).not.toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('Hello'),
    );
    unmount();

    mocks.wide = true;
    render(<Harness initial="Side by side" />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText('Body')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Side by side'),
    );
  });

  it('asks for the alt text before uploading, then inserts the image at the caret', async () => {
    const user = userEvent.setup();
    mocks.upload.mockImplementation(
      async (_url: string, form: FormData, _headers: unknown, onProgress: (f: number) => void) => {
        onProgress(0.5);
        return { id: 'img-1', url: '/uploads/blog/dock.jpg', altText: form.get('altText') };
      },
    );
    render(<Harness initial="Before." />);
    (screen.getByLabelText('Body') as HTMLTextAreaElement).setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    const file = new File([new Uint8Array([1, 2, 3])], 'dock.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose an image to insert'), file);
    expect(screen.getByText('Describe the image before uploading it')).toBeVisible();
    expect(mocks.upload).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Image description (alt text)'), 'A cleat');
    await user.click(screen.getByRole('button', { name: 'Upload dock.png' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Body')).toHaveValue(
        'Before.\n\n![A cleat](/uploads/blog/dock.jpg)\n',
      ),
    );
  });
});
