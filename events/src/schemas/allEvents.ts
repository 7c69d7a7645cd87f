import { areaEvents } from './areaEvents';
import { userEvents } from './userEvents';

/** Every event type the system knows. Reading an event whose type is missing here fails loudly. */
export const allEventDefinitions = [...areaEvents, ...userEvents] as const;
