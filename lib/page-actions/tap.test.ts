import { describe, expect, it } from 'vitest';
import { ACT_PENDING_ATTR, ACT_READY_ATTR, ACT_TAP_SCRIPT, actionOf } from './tap';

const el = (value: string | null) => ({ getAttribute: (name: string) => (name === 'data-act' ? value : null) });

describe('page actions', () => {
  it('a control names its module and action; anything else names none', () => {
    expect(actionOf(el('consent:accept'))).toEqual(['consent', 'accept']);
    expect(actionOf(el('share:copy'))).toEqual(['share', 'copy']);
    for (const bad of [null, '', 'consent', ':copy', 'share:']) expect(actionOf(el(bad)), String(bad)).toBeNull();
  });

  it('the tap script is one function that stands down once the island listens', () => {
    expect(() => new Function(ACT_TAP_SCRIPT)).not.toThrow();
    expect(ACT_TAP_SCRIPT).toContain(JSON.stringify(ACT_READY_ATTR));
    expect(ACT_TAP_SCRIPT).toContain(JSON.stringify(ACT_PENDING_ATTR));
    expect(ACT_TAP_SCRIPT).toContain("closest('[data-act]')");
  });
});
