import { SortedList } from './sorted-list';

interface Item {
  id: string;
  score: number;
}
// Highest score first, then id: a total order, as the read models use.
const byScore = (a: Item, b: Item) => b.score - a.score || a.id.localeCompare(b.id);

describe('SortedList', () => {
  it('keeps items in order whatever the insertion order, and pages by position', () => {
    const list = new SortedList(byScore);
    const items = [5, 1, 9, 3, 9, 7].map((score, i) => ({ id: `i${i}`, score }));
    for (const item of items) list.insert(item);
    expect([...list].map((i) => i.id)).toEqual(['i2', 'i4', 'i5', 'i0', 'i3', 'i1']);
    expect(list.size).toBe(6);
    expect(list.page(2, 3).map((i) => i.id)).toEqual(['i5', 'i0', 'i3']);
    expect(list.page(5, 3).map((i) => i.id)).toEqual(['i1']);
    expect(list.page(6, 3)).toEqual([]);
  });

  it('removes the item that compares equal, and nothing when it is absent', () => {
    const list = new SortedList(byScore);
    const a = { id: 'a', score: 2 };
    const b = { id: 'b', score: 2 };
    list.insert(a);
    list.insert(b);
    expect(list.remove({ id: 'c', score: 2 })).toBe(false);
    expect(list.remove({ id: 'a', score: 3 })).toBe(false); // a stale key finds nothing
    expect(list.remove({ ...a })).toBe(true);
    expect([...list]).toEqual([b]);
  });

  it('moves an item whose key changed when it is removed by its old key and inserted anew', () => {
    const list = new SortedList(byScore);
    const low = { id: 'low', score: 1 };
    list.insert(low);
    list.insert({ id: 'high', score: 5 });
    list.remove(low);
    list.insert({ ...low, score: 10 });
    expect([...list].map((i) => `${i.id}:${i.score}`)).toEqual(['low:10', 'high:5']);
  });

  it('reset sorts a rebuilt content once', () => {
    const list = new SortedList(byScore);
    list.insert({ id: 'old', score: 100 });
    list.reset([3, 8, 1].map((score) => ({ id: `r${score}`, score })));
    expect([...list].map((i) => i.id)).toEqual(['r8', 'r3', 'r1']);
  });
});
