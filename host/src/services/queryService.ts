// `npm start -w query-service`: the read API alone (needs DATABASE_URL). The projections process fills its read
// models; read-your-writes (X-Min-Position) waits on their stored positions (Kafka's when KAFKA_BROKERS is set).
import { launch } from '../launcher/launch';
import { runService } from '../cli/runCli';

runService(() => launch({ name: 'query-service', parts: ['queries'], serveFrontend: false }));
