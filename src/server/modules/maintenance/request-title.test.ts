import { describe, expect, it } from 'vitest';
import { requestTitle } from './request-title';

describe('requestTitle', () => {
  it('puts the category before the first sentence', () => {
    expect(
      requestTitle('plumbing', 'Kitchen sink leaking under the cabinet. It started last night.'),
    ).toBe('Plumbing: Kitchen sink leaking under the cabinet');
  });

  it('cuts a long first sentence at a word and marks the cut', () => {
    const title = requestTitle(
      'air_conditioning',
      'the air conditioner in the main bedroom blows warm air all afternoon and makes a rattling noise',
    );
    expect(title).toBe(
      'Air conditioning: The air conditioner in the main bedroom blows warm air all…',
    );
  });

  it('reads the first line when there is no full stop', () => {
    expect(requestTitle('other', 'Gate code changed\nplease update')).toBe(
      'Maintenance: Gate code changed',
    );
  });
});
