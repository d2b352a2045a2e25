import { describe, expect, it, vi } from 'vitest';
import { editChain } from './shared-version';

vi.mock('server-only', () => ({}));

const edit = (before: string, version: string) => ({ before, version, edit: { remove: `${before}-${version}` } });

describe('the writes an instance applies instead of reading the store', () => {
  it('form a chain from its version to the head, oldest first', () => {
    const edits = [edit('v2', 'v3'), edit('v1', 'v2'), edit('v0', 'v1')];
    expect(editChain('v3', 'v3', edits)).toEqual([]);
    expect(editChain('v1', 'v3', edits)).toEqual([edit('v1', 'v2'), edit('v2', 'v3')]);
    expect(editChain('v0', 'v3', edits)?.map((e) => e.version)).toEqual(['v1', 'v2', 'v3']);
  });

  it('are none when the chain breaks or runs past the head: then the store is read', () => {
    // A gap (the instance missed more writes than are kept) or a change made on GitHub (the head has no edit).
    expect(editChain('v0', 'v3', [edit('v2', 'v3'), edit('v0', 'v1')])).toBeNull();
    expect(editChain('v0', 'vX', [edit('v1', 'v2'), edit('v0', 'v1')])).toBeNull();
    // A write that brings the data back to an earlier version makes a cycle: it never loops.
    expect(editChain('v0', 'v9', [edit('v1', 'v0'), edit('v0', 'v1')])).toBeNull();
  });
});
