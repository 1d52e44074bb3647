// React Router emits an ES module server build; this tells Node so without a detour through CommonJS.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

writeFileSync(path.join(process.argv[2], 'package.json'), '{ "type": "module" }\n');
