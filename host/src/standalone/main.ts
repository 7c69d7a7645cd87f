// `npm start`: the whole product in one process on one port: built frontend, both APIs and the projections.
import { ALL_PARTS } from '../system';
import { launch } from '../launcher/launch';
import { runService } from '../cli/runCli';

runService(() => launch({ name: 'standalone', parts: ALL_PARTS, serveFrontend: true }));
