import { describe, expect, it } from 'vitest';
import type { LocalReminders } from './local';
import { followingOf, PENDING_ATTR, READY_ATTR, REMIND_TAP_SCRIPT, reminderState, targetKey, targetOf, triggerAttributes } from './trigger';

/** An element as far as the trigger code reads it: attributes, and closest() for the tap script. */
function fakeElement(attrs: Record<string, string> = {}) {
  const map = new Map(Object.entries(attrs));
  const el = {
    getAttribute: (k: string) => map.get(k) ?? null,
    hasAttribute: (k: string) => map.has(k),
    setAttribute: (k: string, v: string) => void map.set(k, v),
    removeAttribute: (k: string) => void map.delete(k),
    closest: (sel: string) => (sel === '[data-remind]' && map.has('data-remind') ? el : null),
  };
  return el;
}

const push = (id: string, competitions: string[], extra: Partial<LocalReminders[number]> = {}): LocalReminders[number] => ({
  id,
  channel: 'push',
  competitions,
  ...extra,
});

describe('reminder triggers', () => {
  it('read back the target their attributes carry, and refuse a malformed one', () => {
    for (const target of [
      { kind: 'one', id: '42' },
      { kind: 'saved' },
      { kind: 'digest', query: 'q=lomba&categories=SMA', label: 'lomba, SMA' },
    ] as const)
      expect(targetOf(fakeElement(triggerAttributes(target)))).toEqual(target);
    expect(targetOf(fakeElement({ 'data-remind': 'one' }))).toBeNull();
    expect(targetOf(fakeElement({ 'data-remind': 'digest', 'data-query': 'q=a' }))).toBeNull();
    expect(targetOf(fakeElement({ 'data-remind': 'all' }))).toBeNull();
    expect(targetOf(fakeElement())).toBeNull();
    expect(
      new Set([targetKey({ kind: 'one', id: '1' }), targetKey({ kind: 'saved' }), targetKey({ kind: 'digest', query: '1', label: '' })])
        .size,
    ).toBe(3);
  });

  it('show active for a running reminder, pending for an unconfirmed e-mail only, nothing otherwise', () => {
    const local: LocalReminders = [
      push('a', ['1']),
      { id: 'b', channel: 'email', competitions: ['2'] },
      { id: 'c', channel: 'email', competitions: ['3'], state: 'active' },
      { id: 'd', channel: 'email', competitions: [], digest: 'q=lomba' },
    ];
    const state = (target: Parameters<typeof followingOf>[0], saved: string[] = []) => reminderState(followingOf(target, local, saved));
    expect(state({ kind: 'one', id: '1' })).toBe('active');
    expect(state({ kind: 'one', id: '2' })).toBe('pending');
    expect(state({ kind: 'one', id: '3' })).toBe('active');
    expect(state({ kind: 'one', id: '4' })).toBeNull();
    expect(state({ kind: 'digest', query: 'q=lomba', label: 'lomba' })).toBe('pending');
    expect(state({ kind: 'digest', query: 'q=esai', label: 'esai' })).toBeNull();
    // The saved list: whichever saved competition is followed.
    expect(state({ kind: 'saved' }, ['2', '4'])).toBe('pending');
    expect(state({ kind: 'saved' }, ['4', '1'])).toBe('active');
    expect(state({ kind: 'saved' }, [])).toBeNull();
    expect(reminderState([push('e', ['1'], { state: 'pending' })])).toBe('pending');
  });

  it('keep the last tap made before the island listens, and none after (REMIND_TAP_SCRIPT)', () => {
    const root = fakeElement();
    const buttons = [fakeElement({ 'data-remind': 'one', 'data-id': '1' }), fakeElement({ 'data-remind': 'saved' })];
    const handlers: ((e: { target: unknown }) => void)[] = [];
    const document = {
      documentElement: root,
      addEventListener: (type: string, fn: (e: { target: unknown }) => void, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        handlers.push(fn);
      },
      querySelectorAll: (sel: string) => buttons.filter((b) => sel === `[${PENDING_ATTR}]` && b.hasAttribute(PENDING_ATTR)),
    };
    new Function('document', REMIND_TAP_SCRIPT)(document);
    const tap = (target: unknown) => handlers.forEach((h) => h({ target }));
    tap(fakeElement());
    expect(buttons.some((b) => b.hasAttribute(PENDING_ATTR))).toBe(false);
    tap(buttons[0]);
    tap(buttons[1]);
    expect(buttons.map((b) => b.hasAttribute(PENDING_ATTR))).toEqual([false, true]);
    root.setAttribute(READY_ATTR, '');
    tap(buttons[0]);
    expect(buttons.map((b) => b.hasAttribute(PENDING_ATTR))).toEqual([false, true]);
  });
});
