/**
 * The API's process. V8's young generation is held at its starting size before any other module loads (why: in
 * young-generation.ts), so everything else is loaded after that, then started; it may grow once the API listens.
 */
import { holdYoungGeneration, letYoungGenerationGrow } from './young-generation';

holdYoungGeneration();
const { runApi } = await import('./api-process');
await runApi(letYoungGenerationGrow);
