// Turns the "paths" of a tsconfig into Jest's moduleNameMapper, so tests import libs by alias.
const fs = require('node:fs');
const path = require('node:path');

function pathsToModuleNameMapper(tsconfigPath) {
  const { compilerOptions } = JSON.parse(fs.readFileSync(tsconfigPath, 'utf8'));
  const root = path.dirname(tsconfigPath);
  const mapper = {};
  for (const [alias, [target]] of Object.entries(compilerOptions.paths ?? {})) {
    mapper[`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`] = path.join(root, target);
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
