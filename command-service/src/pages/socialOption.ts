import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { SocialOptionAdded } from '@conectasst/events/schemas/pageEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import type { Decider } from '../infrastructure/decider';

export type SocialOptionEvent = EventOf<typeof SocialOptionAdded>;
export type SocialOptionCommand = { type: 'AddSocialOption'; optionId: number; name: string };

/** One answer of 'Como nos conheceu?' (reference data; no admin screen in the spec). */
export const socialOptionDecider: Decider<{ exists: boolean }, SocialOptionCommand, SocialOptionEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) throw new DomainError('conflict', pageMessages.exists);
    return [{ type: 'SocialOptionAdded', data: { optionId: command.optionId, name: command.name } }];
  },
};
