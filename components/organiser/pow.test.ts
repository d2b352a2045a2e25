import { describe, expect, it } from 'vitest';
import { challengeKeeper, sendWithChallenge, type Solved } from './pow';

function fakeSolver() {
  let n = 0;
  const solve = async (): Promise<Solved> => ({ payload: `p${++n}`, lifetimeMs: 600_000 });
  return { solve, count: () => n };
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('challengeKeeper', () => {
  it('solves once in the background and uses each solution for one request', async () => {
    const { solve, count } = fakeSolver();
    const keeper = challengeKeeper(solve, () => 0);
    void keeper.prepare();
    void keeper.prepare();
    expect(count()).toBe(1);
    expect(await keeper.take()).toBe('p1');
    expect(await keeper.take()).toBe('p2');
  });

  it('replaces a solution older than nine tenths of its lifetime, without the page reloading', async () => {
    const { solve, count } = fakeSolver();
    let now = 0;
    const keeper = challengeKeeper(solve, () => now);
    await keeper.prepare();
    now = 10.5 * 60_000;
    expect(await keeper.take()).toBe('p2');
    expect(count()).toBe(2);
  });

  it('forgets a failed solve so the next use tries again', async () => {
    let fail = true;
    const keeper = challengeKeeper(async () => {
      if (fail) throw new Error('offline');
      return { payload: 'ok', lifetimeMs: 1000 };
    });
    await expect(keeper.take()).rejects.toThrow('offline');
    fail = false;
    expect(await keeper.take()).toBe('ok');
  });
});

describe('sendWithChallenge', () => {
  it('solves a new challenge and sends once more when the server refuses the challenge itself', async () => {
    const { solve } = fakeSolver();
    const sent: string[] = [];
    const res = await sendWithChallenge(challengeKeeper(solve), async (p) => {
      sent.push(p);
      return sent.length === 1 ? answer(403, { error: 'kedaluwarsa', code: 'challenge' }) : answer(201, { statusUrl: '/kiriman/x' });
    });
    expect(res.status).toBe(201);
    expect(sent).toEqual(['p1', 'p2']);
  });

  it('passes any other answer through, a refused form or another 403 included', async () => {
    const { solve } = fakeSolver();
    const keeper = challengeKeeper(solve);
    expect((await sendWithChallenge(keeper, async () => answer(422, { fields: { title: 'x' } }))).status).toBe(422);
    let calls = 0;
    const res = await sendWithChallenge(keeper, async () => (calls++, answer(403, { error: 'asal lain' })));
    expect(res.status).toBe(403);
    expect(calls).toBe(1);
  });
});
