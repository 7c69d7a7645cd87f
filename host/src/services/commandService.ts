// `npm start -w command-service`: the write API alone (needs DATABASE_URL; the projections process fills the read models).
import { launch } from '../launcher/launch';
import { runService } from '../cli/runCli';

runService(() => launch({ name: 'command-service', parts: ['commands'], serveFrontend: false }));
