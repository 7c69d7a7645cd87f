export type { AnyEventDefinition, EventDefinition, EventOf } from './defineEvent';
export { defineEvent } from './defineEvent';
export type { DecodedEvent, EncodeInput, EventCatalogueOptions } from './eventCatalogue';
export { EventCatalogue, MissingUpcaster } from './eventCatalogue';
export type { SubjectKeyStore } from './keyStore';
export { KeyUnwrapFailed, MemorySubjectKeyStore, parseMasterKey, PostgresSubjectKeyStore, SubjectErased } from './keyStore';
export type { PiiEnvelope } from './piiCipher';
export { isPiiEnvelope, PiiDecryptionFailed } from './piiCipher';
