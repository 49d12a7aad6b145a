// The one place zod gets its `.openapi()` extension. Every schema file imports `z` from here, so the
// extension is guaranteed to run before any schema is built (import order alone would be fragile).
// Browser-safe: zod-to-openapi has no node imports.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
