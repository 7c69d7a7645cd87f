// `npm start -w projections`: the projections alone (needs DATABASE_URL). They read the relay's Kafka topic when
// KAFKA_BROKERS is set, the event store's subscription otherwise; `/ready` reports their lag (docs/operations.md).
import { launch } from '../launcher/launch';
import { runService } from '../cli/runCli';

runService(() => launch({ name: 'projections', parts: ['projections'], serveFrontend: false }));
