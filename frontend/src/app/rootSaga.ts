import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { loginSaga } from '../features/auth/loginSaga';
import { sessionSaga } from '../session/sessionSaga';
import { blogPresenceSaga } from '../lib/blogPresence';
import { publicSiteSaga } from '../features/public/publicSiteSaga';
import { onboardingSaga } from '../features/onboarding/onboardingSaga';
import { credentialsSaga } from '../features/onboarding/credentialsSaga';
import { accountScreensSaga } from '../features/onboarding/accountScreensSaga';
import { creditsSaga } from '../features/credits/creditsSaga';
import { demandSaga } from '../features/demand/demandSaga';
import { diagnosisSaga } from '../features/diagnosis/diagnosisSaga';
import { agendaSaga } from '../features/agenda/agendaSaga';
import { requesterSaga } from '../features/requester/requesterSaga';
import { partnerProfileSaga } from '../features/partnerProfile/partnerProfileSaga';
import { requesterProposalsSaga } from '../features/requester/requesterProposalsSaga';
import { sagasOf } from '../lib/feature';
import { providerFeatures } from './features';

/** Sagas of the code every visitor loads; the admin's sagas are started when its code loads (see adminFeatures.ts). */
export function* rootSaga(): SagaIterator {
  yield all([
    call(sessionSaga),
    call(blogPresenceSaga),
    call(loginSaga),
    call(publicSiteSaga),
    call(onboardingSaga),
    call(credentialsSaga),
    call(accountScreensSaga),
    call(creditsSaga),
    call(demandSaga),
    call(diagnosisSaga),
    call(agendaSaga),
    call(requesterSaga),
    call(partnerProfileSaga),
    call(requesterProposalsSaga),
    ...sagasOf(providerFeatures).map((saga) => call(saga)),
  ]);
}
