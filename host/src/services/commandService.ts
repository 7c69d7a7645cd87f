// `npm start -w command-service`: the write API alone (needs DATABASE_URL; the projections process fills the read models).
import { launch } from '../launcher/launch';

launch({ name: 'command-service', parts: ['commands'], serveFrontend: false }).catch((error) => {
  console.error(error);
  process.exit(1);
});
