import './lib/zod-jitless';
import { startApp } from './app/start-app';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Not a top-level await: the pages' chunks import from the entry, which must therefore
// finish evaluating first.
void startApp(container);
registerServiceWorker();
