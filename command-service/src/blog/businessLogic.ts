import { blogMessages } from '@conectasst/common/rules/blogRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { blogEvents } from '@conectasst/events/schemas/blogEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type PostEvent = EventOf<(typeof blogEvents)[number]>;
export interface PostState {
  status: 'none' | 'draft' | 'published' | 'deleted';
  title: string;
  html: string;
}

/** `html` arrives sanitized (see postHtml.ts); an empty result after sanitizing is refused. */
export type PostCommand =
  | { type: 'CreatePost'; postId: number; title: string; html: string; published: boolean }
  | { type: 'EditPost'; postId: number; title: string; html: string; published: boolean }
  | { type: 'DeletePost'; postId: number };

export const evolvePost = evolveByType<PostState, PostEvent>({
  PostDrafted: (_state, event) => ({ status: 'draft', title: event.data.title, html: event.data.html }),
  PostEdited: (state, event) => ({ ...state, title: event.data.title, html: event.data.html }),
  PostPublished: (state) => ({ ...state, status: 'published' }),
  PostUnpublished: (state) => ({ ...state, status: 'draft' }),
  PostDeleted: (state) => ({ ...state, status: 'deleted' }),
});

const exists = (state: PostState) => state.status === 'draft' || state.status === 'published';

export function createPost(command: Extract<PostCommand, { type: 'CreatePost' }>, state: PostState): PostEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', blogMessages.exists);
  if (!command.html) throw new DomainError('invalid', blogMessages.contentRequired);
  const events: PostEvent[] = [
    { type: 'PostDrafted', data: { postId: command.postId, title: command.title, html: command.html } },
  ];
  if (command.published) events.push({ type: 'PostPublished', data: { postId: command.postId } });
  return events;
}

export function editPost(command: Extract<PostCommand, { type: 'EditPost' }>, state: PostState): PostEvent[] {
  if (!exists(state)) throw new DomainError('not_found', blogMessages.notFound);
  if (!command.html) throw new DomainError('invalid', blogMessages.contentRequired);
  const events: PostEvent[] = [];
  if (command.title !== state.title || command.html !== state.html) {
    events.push({ type: 'PostEdited', data: { postId: command.postId, title: command.title, html: command.html } });
  }
  const published = state.status === 'published';
  if (command.published && !published) events.push({ type: 'PostPublished', data: { postId: command.postId } });
  if (!command.published && published) events.push({ type: 'PostUnpublished', data: { postId: command.postId } });
  return events;
}

export function deletePost(command: Extract<PostCommand, { type: 'DeletePost' }>, state: PostState): PostEvent[] {
  if (!exists(state)) throw new DomainError('not_found', blogMessages.notFound);
  return [{ type: 'PostDeleted', data: { postId: command.postId } }];
}

export const decidePost = decideByType<PostState, PostCommand, PostEvent>({
  CreatePost: createPost,
  EditPost: editPost,
  DeletePost: deletePost,
});

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  initialState: () => ({ status: 'none', title: '', html: '' }),
  evolve: evolvePost,
  decide: decidePost,
};
