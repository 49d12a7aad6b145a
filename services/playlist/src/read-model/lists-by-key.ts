// A family of sorted lists sharing one order, one per key (a tag, a platform, a user...), made on
// first use and dropped when empty so that rare keys cost nothing once their items are gone.
import { SortedList } from '@sonic-nexus/service-kit';

export class ListsByKey<T> {
  private readonly lists = new Map<string, SortedList<T>>();

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get(key: string): SortedList<T> | undefined {
    return this.lists.get(key);
  }

  add(key: string, item: T): void {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = new SortedList(this.compare)));
    list.insert(item);
  }

  remove(key: string, item: T): void {
    const list = this.lists.get(key);
    if (list?.remove(item) && list.size === 0) this.lists.delete(key);
  }

  /** Replaces every list with the grouped items, each sorted once (a rebuild). */
  reset(groups: ReadonlyMap<string, T[]>): void {
    this.lists.clear();
    for (const [key, items] of groups) {
      const list = new SortedList(this.compare);
      list.reset(items);
      this.lists.set(key, list);
    }
  }
}
