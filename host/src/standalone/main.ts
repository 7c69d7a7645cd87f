// `npm start`: the whole product in one process on one port: built frontend, both APIs and the projections.
import { ALL_PARTS } from '../system';
import { launch } from '../launcher/launch';

launch({ name: 'standalone', parts: ALL_PARTS, serveFrontend: true }).catch((error) => {
  console.error(error);
  process.exit(1);
});
