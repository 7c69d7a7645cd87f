import { areaEvents } from './areaEvents';
import { nrEvents } from './nrEvents';
import { serviceEvents } from './serviceEvents';
import { userEvents } from './userEvents';

/** Every event type the system knows. Reading an event whose type is missing here fails loudly. */
export const allEventDefinitions = [...areaEvents, ...nrEvents, ...serviceEvents, ...userEvents] as const;
