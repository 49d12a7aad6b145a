import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedDependencies } from './shared-deps';

describe('sharedDependencies', () => {
  const shared = sharedDependencies();

  it('shares every stateful library as a singleton', () => {
    const expected = [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      '@tanstack/react-query',
      'antd',
      'zod',
      '@sonic-nexus/api-client',
      '@sonic-nexus/ui',
    ];
    expect(Object.keys(shared).sort()).toEqual([...expected].sort());
    for (const config of Object.values(shared)) expect(config).toMatchObject({ singleton: true });
  });

  it('takes version ranges from the root package.json', () => {
    const rootPackage = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const deps = rootPackage.devDependencies;
    expect(shared.react).toMatchObject({ requiredVersion: deps.react });
    expect(shared['react-dom/']).toMatchObject({ requiredVersion: deps['react-dom'] });
    expect(shared.antd).toMatchObject({ requiredVersion: deps.antd });
    expect(shared['@tanstack/react-query']).toMatchObject({ requiredVersion: deps['@tanstack/react-query'] });
    expect(shared.zod).toMatchObject({ requiredVersion: deps.zod });
  });

  it('shares antd under each key it is given a module for, at the installed version', () => {
    const grouped = sharedDependencies({ antd: { antd: '/first.js', 'antd/later': '/later.js' } });
    const antdVersion = (
      JSON.parse(readFileSync(require.resolve('antd/package.json'), 'utf8')) as { version: string }
    ).version;
    expect(grouped.antd).toMatchObject({ singleton: true, import: '/first.js', version: antdVersion });
    expect(grouped['antd/later']).toMatchObject({
      singleton: true,
      import: '/later.js',
      version: antdVersion,
    });
  });

  it('shares zod from the module it is given (its z trimmed), at the installed version', () => {
    const trimmed = sharedDependencies({ zod: '/zod-used.js' });
    const zodVersion = (
      JSON.parse(readFileSync(require.resolve('zod/package.json'), 'utf8')) as { version: string }
    ).version;
    expect(trimmed.zod).toMatchObject({ singleton: true, import: '/zod-used.js', version: zodVersion });
  });
});
