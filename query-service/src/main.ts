// `npm start -w query-service`: the read API and the projections that feed its read models (needs DATABASE_URL).
import { launch } from '@conectasst/deploy/launcher/launch';

launch({ name: 'query-service', parts: ['queries', 'projections'], serveFrontend: false }).catch((error) => {
  console.error(error);
  process.exit(1);
});
