import { describe, expect, it } from 'vitest';
import type { StormAlert } from './schemas/site';
import { stormAlertText } from './storm-alert-text';

const alert: StormAlert = {
  active: true,
  title: 'Hurricane watch',
  body: 'Shutters go up Tuesday.',
  titleEs: 'Vigilancia de huracán',
  bodyEs: 'Las persianas se colocan el martes.',
};

describe('stormAlertText', () => {
  it('shows Spanish readers the Spanish text', () => {
    expect(stormAlertText(alert, 'es')).toEqual({
      title: 'Vigilancia de huracán',
      body: 'Las persianas se colocan el martes.',
    });
  });

  it('shows English readers, and unknown languages, the English text', () => {
    expect(stormAlertText(alert, 'en').title).toBe('Hurricane watch');
    expect(stormAlertText(alert, undefined).title).toBe('Hurricane watch');
  });

  it('falls back to English when the Spanish text is missing', () => {
    expect(stormAlertText({ ...alert, titleEs: null, bodyEs: null }, 'es')).toEqual({
      title: 'Hurricane watch',
      body: 'Shutters go up Tuesday.',
    });
  });
});
