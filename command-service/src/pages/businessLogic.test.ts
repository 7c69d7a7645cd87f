import { DomainError } from '@conectasst/common/rules/domainError';
import type { FaqEvent } from './faq';
import { faqDecider } from './faq';
import type { HomeEvent } from './home';
import { homeDecider } from './home';
import type { MvvEvent } from './mvv';
import { mvvDecider } from './mvv';
import { specify } from '../testing/deciderSpec';

const { given: givenFaq } = specify(faqDecider);
const { given: givenMvv } = specify(mvvDecider);

const faq: FaqEvent = {
  type: 'FaqCreated',
  data: { faqId: 3, title: 'Quando os créditos são consumidos?', description: 'Na inscrição.' },
};
const home = { title: 'T', subtitle: 'S', about: 'A', item1: '1', item2: '2', item3: '3' };

describe('FAQ rules', () => {
  it('creates, edits and deletes an entry', () => {
    expect(
      givenFaq().when({ type: 'CreateFaq', faqId: 3, title: faq.data.title, description: 'Na inscrição.' }),
    ).toEqual([faq]);
    expect(givenFaq(faq).when({ type: 'EditFaq', faqId: 3, title: 'Novo', description: 'D' })).toEqual([
      { type: 'FaqEdited', data: { faqId: 3, title: 'Novo', description: 'D' } },
    ]);
    expect(givenFaq(faq).when({ type: 'DeleteFaq', faqId: 3 })).toEqual([{ type: 'FaqDeleted', data: { faqId: 3 } }]);
  });

  it('an edit with the same texts changes nothing; a missing or deleted entry cannot be edited or deleted', () => {
    expect(
      givenFaq(faq).when({ type: 'EditFaq', faqId: 3, title: faq.data.title, description: 'Na inscrição.' }),
    ).toEqual([]);
    expect(() => givenFaq().when({ type: 'EditFaq', faqId: 3, title: 'x', description: '' })).toThrow(
      'Pergunta não encontrada.',
    );
    const deleted = givenFaq(faq, { type: 'FaqDeleted', data: { faqId: 3 } });
    expect(() => deleted.when({ type: 'DeleteFaq', faqId: 3 })).toThrow(DomainError);
    expect(() => deleted.when({ type: 'CreateFaq', faqId: 3, title: 'x', description: '' })).toThrow(DomainError);
  });
});

describe('mission / vision / values rules', () => {
  const created: MvvEvent = { type: 'MvvEntryCreated', data: { entryId: 1, type: 'mission', description: 'Missão' } };
  it('creates an entry once and edits its text', () => {
    expect(
      givenMvv().when({ type: 'CreateMvvEntry', entryId: 1, entryType: 'mission', description: 'Missão' }),
    ).toEqual([created]);
    expect(() =>
      givenMvv(created).when({ type: 'CreateMvvEntry', entryId: 1, entryType: 'mission', description: 'x' }),
    ).toThrow(DomainError);
    expect(givenMvv(created).when({ type: 'EditMvvEntry', entryId: 1, description: 'Nova' })).toEqual([
      { type: 'MvvEntryEdited', data: { entryId: 1, description: 'Nova' } },
    ]);
    expect(givenMvv(created).when({ type: 'EditMvvEntry', entryId: 1, description: 'Missão' })).toEqual([]);
    expect(() => givenMvv().when({ type: 'EditMvvEntry', entryId: 1, description: 'x' })).toThrow(
      'Item não encontrado.',
    );
  });
});

describe('home rules', () => {
  it('saves the texts, and nothing when they did not change', () => {
    expect(homeDecider.decide({ type: 'SaveHome', content: home }, homeDecider.initialState())).toEqual([
      { type: 'HomeContentSaved', data: home },
    ]);
    const saved = homeDecider.evolve(homeDecider.initialState(), { type: 'HomeContentSaved', data: home } as HomeEvent);
    expect(homeDecider.decide({ type: 'SaveHome', content: home }, saved)).toEqual([]);
    expect(homeDecider.decide({ type: 'SaveHome', content: { ...home, title: 'Outro' } }, saved)).toHaveLength(1);
  });
});
