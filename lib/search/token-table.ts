import { detached } from './text';
import { i32, itemAt } from '@/lib/checked';

/**
 * Distinct tokens by number, kept from one build to the next (a re-read of unchanged data finds every token
 * known). A hash table over the text's own characters rather than a Map keyed by sliced strings: most tokens are
 * seen before, and this way only new ones become strings.
 */
export class TokenTable {
  tokens: string[] = [];
  private hashes: number[] = [];
  private slots = new Int32Array(1 << 16).fill(-1);

  /** The number of text[from, to), added when new. */
  id(text: string, from: number, to: number, hash: number): number {
    const { slots, tokens } = this;
    const mask = slots.length - 1;
    const len = to - from;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = i32(slots, slot);
      if (id === -1) {
        const created = tokens.length;
        slots[slot] = created;
        tokens.push(detached(text.slice(from, to)));
        this.hashes.push(hash);
        if (tokens.length * 2 > slots.length) this.rehash();
        return created;
      }
      const token = itemAt(tokens, id);
      if (this.hashes[id] === hash && token.length === len && text.startsWith(token, from)) return id;
    }
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let id = 0; id < this.hashes.length; id++) {
      let slot = itemAt(this.hashes, id) & mask;
      while (slots[slot] !== -1) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.slots = slots;
  }
}

export function grow(a: Int32Array, need: number): Int32Array {
  if (need <= a.length) return a;
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
