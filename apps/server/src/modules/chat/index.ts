import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { createChatRepository } from './chat.repository.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService, type ChatService } from './chat.service.js';

export type { ChatService } from './chat.service.js';

export const createChat = ({ db }: { db: Db }) =>
  createChatService({ db, repo: createChatRepository(db) });

/** Live chat: members' threads with the staff, who answer them at the operator API. */
export const chatModule = fp(
  async function chat(app: FastifyInstance, { chat }: { chat: ChatService }) {
    await app.register(chatRoutes, { chat });
  },
  { name: 'chat', dependencies: ['relay'] },
);
