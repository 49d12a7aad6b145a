// The weight budgets of issue 11 for a guest's cold visit to `/`, checked against what Chromium
// actually transferred (page-weight.ts). KB here means 1000 bytes, as the issue states them.
import type { PageResource, PageWeight } from './page-weight';

export interface BudgetResult {
  name: string;
  limitBytes: number;
  actualBytes: number;
  met: boolean;
}

const KB = 1000;
const isScript = (r: PageResource) => r.type === 'script';
const isRemote = (r: PageResource) => r.url.startsWith('/mfe/');
const sum = (list: PageResource[]) => list.reduce((total, r) => total + r.wireBytes, 0);

function budget(name: string, limitBytes: number, actualBytes: number): BudgetResult {
  return { name, limitBytes, actualBytes, met: actualBytes <= limitBytes };
}

export function checkBudgets(weight: PageWeight): BudgetResult[] {
  const scripts = weight.resources.filter(isScript);
  const entries = scripts.filter((r) => isRemote(r) && r.url.endsWith('/remoteEntry.js'));
  return [
    budget('all JavaScript on /', 300 * KB, sum(scripts)),
    budget('everything on /', 450 * KB, weight.totalWireBytes),
    // The shell's own origin: its entry, its chunks and the shared modules it provides.
    budget('shell initial JavaScript', 120 * KB, sum(scripts.filter((r) => !isRemote(r)))),
    ...entries.map((r) => budget(`remote entry ${r.url}`, 30 * KB, r.wireBytes)),
  ];
}
