/**
 * At most `size` jobs at once; waiting jobs are started one client at a time in turn (round robin over the
 * keys), so one client's flood of jobs delays another client by at most one job per running slot.
 */
export class FairSlots {
  private running = 0;
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly size: number) {}

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
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
      const queue = this.waiting.get(key);
      if (queue) queue.push(start);
      else this.waiting.set(key, [start]);
      this.next();
    });
  }

  private next() {
    if (this.running >= this.size) return;
    // a Map iterates in insertion order: the first key is the one whose turn it is
    const [key, queue] = this.waiting.entries().next().value ?? [];
    if (!key || !queue) return;
    const start = queue.shift()!;
    this.waiting.delete(key);
    // the key goes to the back of the line with what it still has waiting
    if (queue.length) this.waiting.set(key, queue);
    start();
  }
}
