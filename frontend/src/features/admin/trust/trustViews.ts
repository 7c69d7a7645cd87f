import { defineViews } from '../../../lib/adminCrud/defineViews';
import {
  approveLeadReport,
  getCnpjs,
  getCredentialsQueue,
  getLeadReports,
  getReviewsQueue,
  hideReview,
  refuseCredential,
  refuseLeadReport,
  restoreReview,
  verifyCnpj,
  verifyCredential,
} from './trustApi';

/** The moderation queues (lead reports, reviews, credentials, CNPJs) and the decisions taken on them. */
export const trustViews = defineViews(
  'trust',
  {
    leadReports: (p: { status: Parameters<typeof getLeadReports>[0] }) => getLeadReports(p.status).then((b) => b.data),
    reviews: (p: { status: Parameters<typeof getReviewsQueue>[0] }) => getReviewsQueue(p.status).then((b) => b.data),
    credentials: (p: { status: Parameters<typeof getCredentialsQueue>[0] }) =>
      getCredentialsQueue(p.status).then((b) => b.data),
    cnpjs: (_p: Record<string, never>) => getCnpjs().then((b) => b.data),
  },
  {
    approveLeadReport,
    refuseLeadReport,
    hideReview,
    restoreReview,
    verifyCredential,
    refuseCredential,
    verifyCnpj,
  },
);
