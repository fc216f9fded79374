import {
  GameList,
  HotGames,
  VassGameType,
  VendorInfo,
  type GameType,
  type Language,
} from '@app/contracts';
import { z } from 'zod';
import type { AnswerCache } from '@/lib/cached-answer.js';
import type { CatalogueSnapshot } from './catalogue.js';
import { gamesTopic } from './catalogue.store.js';
import {
  filterKey,
  gameListOf,
  hotGamesOf,
  vassalageOf,
  vassGameTypeOf,
  type GameFilter,
} from './catalogue.views.js';

const ofSnapshot = (snapshot: CatalogueSnapshot) => `${snapshot.merchantId}:${snapshot.version}`;
const topics = ({ snapshot }: { snapshot: CatalogueSnapshot }) => [gamesTopic(snapshot.merchantId)];

type WithSnapshot<T> = { snapshot: CatalogueSnapshot } & T;

/**
 * The public catalogue answers (lib/cached-answer.ts): built once per snapshot and key, sent with
 * an ETag (304 on If-None-Match), dropped on every instance when the operator changes the
 * merchant's catalogue. None depends on who asks, so a member's token changes nothing.
 */
export function defineGameAnswers(answers: AnswerCache) {
  return {
    vassGameType: answers.define<WithSnapshot<{ language: Language }>, VassGameType>({
      name: 'vendor game types',
      schema: VassGameType,
      key: ({ snapshot, language }) => `${ofSnapshot(snapshot)}:${language}`,
      topics,
      front: {},
      vary: ['Merchant', 'Language'],
      build: ({ snapshot, language }) => vassGameTypeOf(snapshot, language),
    }),
    vassalage: answers.define<WithSnapshot<{ gameType?: GameType | undefined }>, VendorInfo[]>({
      name: 'vendors',
      schema: z.array(VendorInfo),
      key: ({ snapshot, gameType }) => `${ofSnapshot(snapshot)}:${gameType ?? ''}`,
      topics,
      front: {},
      vary: ['Merchant'],
      build: ({ snapshot, gameType }) => vassalageOf(snapshot, gameType),
    }),
    gameList: answers.define<WithSnapshot<{ filter: GameFilter }>, GameList>({
      name: 'game list',
      schema: GameList,
      key: ({ snapshot, filter }) => `${ofSnapshot(snapshot)}:${filterKey(filter)}`,
      topics,
      front: {},
      vary: ['Merchant'],
      build: ({ snapshot, filter }) => gameListOf(snapshot, filter),
    }),
    hotGames: answers.define<WithSnapshot<{ gameType?: GameType | undefined }>, HotGames>({
      name: 'hot games',
      schema: HotGames,
      key: ({ snapshot, gameType }) => `${ofSnapshot(snapshot)}:${gameType ?? ''}`,
      topics,
      front: {},
      vary: ['Merchant'],
      build: ({ snapshot, gameType }) => hotGamesOf(snapshot, gameType),
    }),
  };
}

export type GameAnswers = ReturnType<typeof defineGameAnswers>;
