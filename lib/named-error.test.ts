import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('errors of the store and the shared stores, across copies of their module', () => {
  it('are recognised by a copy that did not make them, and nothing else is', async () => {
    const first = await import('@/lib/store/types');
    vi.resetModules();
    const second = await import('@/lib/store/types');
    expect(second.VersionConflictError).not.toBe(first.VersionConflictError);
    expect(new first.VersionConflictError()).toBeInstanceOf(second.VersionConflictError);
    expect(new first.StoreBusyError(Date.now() + 60_000)).toBeInstanceOf(second.StoreBusyError);
    expect(new first.StoreBusyError(Date.now() + 60_000)).not.toBeInstanceOf(second.VersionConflictError);
    expect(new Error('conflict')).not.toBeInstanceOf(second.VersionConflictError);
    expect({ name: 'VersionConflictError' }).not.toBeInstanceOf(second.VersionConflictError);
  });
});
