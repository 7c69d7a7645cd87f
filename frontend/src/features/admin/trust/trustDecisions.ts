import { defineDecisions } from '../../../lib/adminCrud/defineDecisions';
import {
  approveLeadReport,
  hideReview,
  refuseCredential,
  refuseLeadReport,
  restoreReview,
  verifyCnpj,
  verifyCredential,
  verifyCredentialWithSpeciality,
} from './trustApi';

/** The decisions taken on the moderation queues; each asks the queues and the menu's counts again. */
export const trustDecisions = defineDecisions(
  'trust',
  {
    approveLeadReport,
    refuseLeadReport,
    hideReview,
    restoreReview,
    verifyCredential,
    verifyCredentialWithSpeciality,
    refuseCredential,
    verifyCnpj,
  },
  ['TrustQueue', 'PendingWork'],
);
