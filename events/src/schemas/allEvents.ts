import { areaEvents } from './areaEvents';
import { nrEvents } from './nrEvents';
import { serviceEvents } from './serviceEvents';
import { pageEvents } from './pageEvents';
import { legalEvents } from './legalEvents';
import { lgpdEvents } from './lgpdEvents';
import { contactEvents } from './contactEvents';
import { blogEvents } from './blogEvents';
import { userEvents } from './userEvents';
import { packageEvents } from './packageEvents';
import { walletEvents } from './walletEvents';
import { orderEvents } from './orderEvents';
import { fiscalDataEvents, invoiceEvents } from './invoiceEvents';
import { demandEvents } from './demandEvents';
import { leadReportEvents } from './leadReportEvents';
import { credentialEvents } from './credentialEvents';
import { mailEvents } from './mailEvents';
import { reviewEvents } from './reviewEvents';
import { operationsEvents } from './operationsEvents';
import { analystEvents } from './analystEvents';
import { proposalEvents } from './proposalEvents';
import { agendaEvents } from './agendaEvents';

/** Every event type the system knows. Reading an event whose type is missing here fails loudly. */
export const allEventDefinitions = [
  ...areaEvents,
  ...nrEvents,
  ...serviceEvents,
  ...pageEvents,
  ...legalEvents,
  ...contactEvents,
  ...blogEvents,
  ...userEvents,
  ...packageEvents,
  ...walletEvents,
  ...orderEvents,
  ...demandEvents,
  ...leadReportEvents,
  ...credentialEvents,
  ...mailEvents,
  ...reviewEvents,
  ...operationsEvents,
  ...proposalEvents,
  ...lgpdEvents,
  ...invoiceEvents,
  ...agendaEvents,
  ...fiscalDataEvents,
  ...analystEvents,
] as const;
