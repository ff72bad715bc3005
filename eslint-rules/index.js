/* The repository's own lint rules (decision 065), used by eslint.config.js as the `local` plugin. */
import noImportCycle from './no-import-cycle.js';

export default { meta: { name: 'local' }, rules: { 'no-import-cycle': noImportCycle } };
