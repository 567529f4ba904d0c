import { describe, expect, it } from 'vitest';
import { stepOfField } from '../components/prospect-steps';

describe('stepOfField', () => {
  it('finds the wizard step that holds a field, for sending the broker back to it', () => {
    expect(stepOfField('contact.email')).toBe(0);
    expect(stepOfField('properties.2.zip')).toBe(1);
    expect(stepOfField('timeline')).toBe(2);
    expect(stepOfField('proposal.feePercent')).toBe(3);
  });
});
