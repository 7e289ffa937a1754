import { describe, expect, it } from 'vitest';
import { FairSlots } from './fairSlots.js';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('FairSlots', () => {
  it('runs at most `size` jobs at once and takes waiting clients in turn', async () => {
    const slots = new FairSlots(1);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      order.push(name);
      running -= 1;
    };
    const flood = Array.from({ length: 5 }, (_, i) => slots.run('flood', job(`flood${i}`)));
    const real = slots.run('person', job('person'));
    await Promise.all([...flood, real]);
    expect(most).toBe(1);
    // the person waits for the flood job that was running, and at most one more
    expect(order.indexOf('person')).toBeLessThanOrEqual(2);
    expect(order.filter((n) => n.startsWith('flood'))).toEqual(['flood0', 'flood1', 'flood2', 'flood3', 'flood4']);
  });

  it('starts every waiting job of the first lane before any of the later lane', async () => {
    const slots = new FairSlots(1);
    const order: string[] = [];
    const job = (name: string) => async () => {
      await tick();
      order.push(name);
    };
    const flood = Array.from({ length: 5 }, (_, i) => slots.run(`made-up${i}`, job(`later${i}`), 'later'));
    const real = slots.run('person', job('person'));
    await Promise.all([...flood, real]);
    // only the later job already running goes before the person
    expect(order.slice(0, 2)).toEqual(['later0', 'person']);
  });

  it('passes on a job failure and keeps going', async () => {
    const slots = new FairSlots(2);
    await expect(slots.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run('a', async () => 7)).resolves.toBe(7);
  });
});
