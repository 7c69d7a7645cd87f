import { defineViews } from '../../../lib/adminCrud/defineViews';
import {
  approveLeadReport,
  getCnpjs,
  getCredentialsQueue,
  getLeadReports,
  getPendingWork,
  getReviewsQueue,
  hideReview,
  refuseCredential,
  refuseLeadReport,
  restoreReview,
  verifyCnpj,
  verifyCredential,
  verifyCredentialWithSpeciality,
} from './trustApi';

/** The moderation queues (lead reports, reviews, credentials, CNPJs) and the decisions taken on them. */
export const trustViews = defineViews(
  'trust',
  {
    leadReports: async (p: { status: Parameters<typeof getLeadReports>[0] }) => (await getLeadReports(p.status)).data,
    reviews: async (p: { status: Parameters<typeof getReviewsQueue>[0] }) => (await getReviewsQueue(p.status)).data,
    credentials: async (p: { status: Parameters<typeof getCredentialsQueue>[0] }) =>
      (await getCredentialsQueue(p.status)).data,
    cnpjs: async (_p: Record<string, never>) => (await getCnpjs()).data,
    /** The menu's counts (reported reviews, registries to verify, refunds to decide); asked again on each screen. */
    pendingWork: async (_p: { at: string }) => (await getPendingWork()).data,
  },
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
);
