import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import { faqStream, homePageStream, mvvStream, socialOptionStream } from '@conectasst/events/schemas/pageEvents';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
import { legalDocumentStream } from '@conectasst/events/schemas/legalEvents';
import { LEGAL_DOCUMENTS } from '@conectasst/common/web/legalDocuments';
import { DomainError } from '@conectasst/common/rules/domainError';
import { referenceSigningRules } from '@conectasst/common/rules/signingRules';
import { referenceAgendaRules } from '@conectasst/common/rules/agendaReference';
import { agendaRuleStream } from '@conectasst/events/schemas/agendaEvents';
import { agendaRuleDecider } from '../agenda/agendaRule';
import { areaDecider } from '../areas/businessLogic';
import type { CommandMetadata } from '../infrastructure/commandHandler';
import type { CommandDeps } from '../infrastructure/commandContext';
import type { Decider } from '../infrastructure/decider';
import { legalDocumentDecider } from '../legal/legalDocument';
import { firstPrivacyPolicy, firstTermsOfUse } from '../legal/legalTexts';
import { nrDecider } from '../nrs/businessLogic';
import { faqDecider } from '../pages/faq';
import { homeDecider } from '../pages/home';
import { mvvDecider } from '../pages/mvv';
import { socialOptionDecider } from '../pages/socialOption';
import { serviceDecider } from '../services/businessLogic';
import { defaultFaqs, defaultHome, defaultMvv } from './referenceContent';
import {
  nrName,
  referenceApplicability,
  referenceAreas,
  referenceNrs,
  referenceServices,
  referenceSocialOptions,
} from './referenceCatalogue';

export interface ReferenceDataReport {
  /** Records appended by this run (0 on every start after the first). */
  created: number;
  /** Records already in the log (including ones an admin has since edited or deleted). */
  existing: number;
}

type Deps = Pick<CommandDeps, 'commands' | 'ids'>;

/**
 * Loads the reference catalogue and the default content as ordinary events, once.
 *
 * Idempotent by construction: every record has a fixed key; the id allocator maps the key to the same id forever,
 * and the command carries the key as its idempotency key (deterministic event ids). A record whose stream already
 * has events — created by an earlier start, then perhaps edited or deleted by an admin — is left alone, so a restart
 * never duplicates, resurrects or overwrites anything. Two processes starting at once collide on the stream's
 * expected revision; the loser sees the record as existing.
 */
export async function loadReferenceData(deps: Deps): Promise<ReferenceDataReport> {
  const report: ReferenceDataReport = { created: 0, existing: 0 };
  const metadata = (key: string): CommandMetadata => ({
    userId: 'system',
    role: 'system',
    idempotencyKey: `reference:${key}`,
  });

  async function once<S, C, E extends { type: string; data: unknown }>(
    stream: string,
    decider: Decider<S, C, E>,
    command: C,
    key: string,
  ) {
    const { revision } = await deps.commands.load(stream, decider);
    if (revision > 0) {
      report.existing++;
      return;
    }
    try {
      const result = await deps.commands.handle(stream, decider, command, metadata(key));
      if (result.replayed) report.existing++;
      else report.created++;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict') report.existing++;
      else throw error;
    }
  }
  // Sequential on purpose: a fresh database numbers the records in the order listed (area 10 is known to clients).
  const idOf = (kind: string, key: string) => deps.ids.next(kind, `reference:${kind}:${key}`);

  const areaIds = new Map<string, number>();
  for (const area of referenceAreas) {
    const areaId = await idOf('area', area.key);
    areaIds.set(area.key, areaId);
    await once(areaStream(areaId), areaDecider, { type: 'CreateArea', areaId, name: area.name }, `area:${area.key}`);
  }

  const nrIds = new Map<number, number>();
  for (const nr of referenceNrs) {
    const nrId = await idOf('nr', `nr-${nr.number}`);
    nrIds.set(nr.number, nrId);
    await once(
      nrStream(nrId),
      nrDecider,
      { type: 'CreateNr', nrId, name: nrName(nr), areaId: areaIds.get(nr.area)!, active: !nr.revoked },
      `nr:${nr.number}`,
    );
  }

  const serviceIds = new Map<string, number>();
  for (const service of referenceServices) {
    const serviceId = await idOf('service', service.key);
    serviceIds.set(service.key, serviceId);
    const command = {
      type: 'CreateService' as const,
      serviceId,
      name: service.name,
      areaId: areaIds.get(service.area)!,
      nrIds: service.nrs.map((n) => nrIds.get(n)!),
    };
    await once(serviceStream(serviceId), serviceDecider, command, `service:${service.key}`);
    // Its own step, so a database loaded before the diagnosis existed gets the defaults too (never over an admin's).
    const applicability = referenceApplicability[service.key];
    if (applicability) {
      const seed = { type: 'SeedServiceApplicability' as const, serviceId, applicability };
      await deps.commands
        .handle(serviceStream(serviceId), serviceDecider, seed, metadata(`service-applicability:${service.key}`))
        .catch((error: unknown) => {
          if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
        });
    }
    // "Quem pode assinar" (ADR 0169): its own step too, seeded once, never over an admin's rule.
    const signing = referenceSigningRules[service.key];
    if (signing) {
      const seed = { type: 'SeedServiceSigningRule' as const, serviceId, signing };
      await deps.commands
        .handle(serviceStream(serviceId), serviceDecider, seed, metadata(`service-signing:${service.key}`))
        .catch((error: unknown) => {
          if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
        });
    }
  }

  // The agenda SST's rules (ADR 0175): each seeded once (also on a database loaded before the agenda), then the admin's.
  for (const reference of referenceAgendaRules) {
    const serviceId = serviceIds.get(reference.service);
    if (serviceId === undefined) continue;
    const ruleId = await idOf('agendarule', reference.key);
    await once(
      agendaRuleStream(ruleId),
      agendaRuleDecider,
      { type: 'CreateAgendaRule', ruleId, serviceId, rule: reference.rule },
      `agendarule:${reference.key}`,
    );
  }

  for (const option of referenceSocialOptions) {
    const optionId = await idOf('social', option.key);
    await once(
      socialOptionStream(optionId),
      socialOptionDecider,
      { type: 'AddSocialOption', optionId, name: option.name },
      `social:${option.key}`,
    );
  }

  await once(homePageStream, homeDecider, { type: 'SaveHome', content: defaultHome }, 'page:home');
  for (const faq of defaultFaqs) {
    const faqId = await idOf('faq', faq.key);
    await once(
      faqStream(faqId),
      faqDecider,
      { type: 'CreateFaq', faqId, title: faq.title, description: faq.description },
      `faq:${faq.key}`,
    );
  }
  for (const entry of defaultMvv) {
    const entryId = await idOf('mvv', entry.key);
    await once(
      mvvStream(entryId),
      mvvDecider,
      { type: 'CreateMvvEntry', entryId, entryType: entry.type, description: entry.description },
      `mvv:${entry.key}`,
    );
  }
  // The first version of the terms of use and the privacy policy (issue 37 item 3); the admin publishes the next ones.
  for (const [kind, body] of [
    ['termos-de-uso', firstTermsOfUse],
    ['politica-de-privacidade', firstPrivacyPolicy],
  ] as const) {
    await once(
      legalDocumentStream(kind),
      legalDocumentDecider,
      { type: 'PublishLegalDocument', kind, title: LEGAL_DOCUMENTS[kind].title, body },
      `legal:${kind}:1`,
    );
  }
  return report;
}
