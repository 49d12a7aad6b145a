// The size of each in-memory read model (its entries), read at scrape time from the model itself.
import { Gauge } from 'prom-client';

const models = new Map<string, () => number>();

new Gauge({
  name: 'read_model_entries',
  help: 'Entries held by an in-memory read model',
  labelNames: ['model'],
  collect() {
    this.reset();
    for (const [model, size] of models) this.set({ model }, size());
  },
});

/** Shows `size()` as read_model_entries{model} until the returned function is called. */
export function trackReadModelSize(model: string, size: () => number): () => void {
  models.set(model, size);
  return () => models.delete(model);
}
