import { searchEngineCases } from '../../test/support/search-cases';
import { createEmbeddedEngine } from './embedded-engine';

describe('embedded search engine (MiniSearch)', () => {
  searchEngineCases(async () => createEmbeddedEngine());
});
