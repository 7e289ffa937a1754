/**
 * At most `size` jobs at once. Waiting jobs start by lane (every `first` job before any `later` one), and
 * within a lane one client at a time in turn (round robin over the keys), so one client's flood of jobs
 * delays another client by at most one job per running slot, and a flood in the later lane never delays the
 * first lane by more than the jobs already running.
 */
export type Lane = 'first' | 'later';

export class FairSlots {
  private running = 0;
  private readonly waiting: Record<Lane, Map<string, (() => void)[]>> = { first: new Map(), later: new Map() };

  constructor(private readonly size: number) {}

  run<T>(key: string, job: () => Promise<T>, lane: Lane = 'first'): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.next();
          });
      };
      const queues = this.waiting[lane];
      const queue = queues.get(key);
      if (queue) queue.push(start);
      else queues.set(key, [start]);
      this.next();
    });
  }

  private next() {
    if (this.running >= this.size) return;
    const queues = this.waiting.first.size ? this.waiting.first : this.waiting.later;
    // a Map iterates in insertion order: the first key is the one whose turn it is
    const [key, queue] = queues.entries().next().value ?? [];
    if (!key || !queue) return;
    const start = queue.shift()!;
    queues.delete(key);
    // the key goes to the back of the line with what it still has waiting
    if (queue.length) queues.set(key, queue);
    start();
  }
}
