import { z } from 'zod';
import { BigSerialId } from './ids.js';
import { html } from './content-operator.js';
import { OperatorMerchantParams } from './operator.js';
import { defineRelay, type BodyRelay, type QueryRelay, type RelayContract } from './relay.js';
import { text } from './text.js';
import { listPage, pageQueryFields } from './pages.js';
import { Instant } from './units.js';

/** Inbox messages are a members' module: the white-label switch that turns them off. */
export const INBOX_MODULE = 'INBOX3';

/** Messages a page of CSP_getInbox holds by default, and at most. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE_SIZE = 50;

const InboxText = z.object({
  title: text().min(1).max(200),
  /** HTML; sanitised by the web before display. */
  content: html().min(1).max(20_000),
});

/** A message's title and content per language; a reader gets theirs, else the other one. */
export const InboxTexts = z
  .object({ TY: InboxText.optional(), EN: InboxText.optional() })
  .refine((texts) => texts.TY !== undefined || texts.EN !== undefined, {
    message: 'a title and content in TY, EN or both',
  });
export type InboxTexts = z.infer<typeof InboxTexts>;

/** A message as its reader sees it, in their language. */
export const InboxMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  /** When it was sent, epoch ms. */
  sendTime: Instant,
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const Inbox = listPage(InboxMessage).extend({
  /** Unread messages in the whole inbox, not only on this page. */
  unread: z.number().int(),
});
export type Inbox = z.infer<typeof Inbox>;

type Unscoped<R> = Omit<R, 'auth' | 'module'>;

/** Every inbox relay is a member's, and the inbox module must be on for it. */
function inboxRelay<const C extends Unscoped<QueryRelay> | Unscoped<BodyRelay>>(
  contract: C,
): C & { auth: 'member'; module: typeof INBOX_MODULE } {
  const scoped = {
    ...contract,
    auth: 'member' as const,
    module: INBOX_MODULE as typeof INBOX_MODULE,
  };
  defineRelay(scoped as RelayContract); // its checks of the name and methods
  return scoped;
}

const MessageId = BigSerialId;

/** GET /wps/relay/CSP_getInbox?pageNo=1&pageSize=20: the member's messages, newest first. */
export const getInboxRelay = inboxRelay({
  name: 'CSP_getInbox',
  methods: ['GET'],
  query: z.object(pageQueryFields(INBOX_PAGE_SIZE, INBOX_MAX_PAGE_SIZE, 10_000)),
  answer: Inbox,
});

/** GET /wps/relay/CSP_unreadCount: how many of the member's messages are unopened (SPEC §7). */
export const unreadCountRelay = inboxRelay({
  name: 'CSP_unreadCount',
  methods: ['GET'],
  query: z.object({}),
  answer: z.number().int().nonnegative(),
});

/** POST /wps/relay/CSP_readInbox {id}: opens one message (marks it read) and answers it. */
export const readInboxRelay = inboxRelay({
  name: 'CSP_readInbox',
  methods: ['POST'],
  body: z.object({ id: MessageId }),
  answer: InboxMessage,
});

/** POST /wps/relay/CSP_readAllInbox: marks every message read; answers how many were unread. */
export const readAllInboxRelay = inboxRelay({
  name: 'CSP_readAllInbox',
  methods: ['POST'],
  body: z.object({}),
  answer: z.number().int().nonnegative(),
});

/** DELETE /wps/relay/CSP_deleteInbox?id=N: removes a message from the member's inbox. */
export const deleteInboxRelay = inboxRelay({
  name: 'CSP_deleteInbox',
  methods: ['DELETE'],
  query: z.object({ id: MessageId }),
  answer: z.boolean(),
});

/**
 * The operator sends a message: POST /operator/merchants/:merchantCode/inbox with `account` for
 * one member, or `all: true` for every member registered by then. Exactly one of the two.
 */
export const InboxSendInput = z
  .object({
    account: text().min(1).max(64).optional(),
    all: z.literal(true).optional(),
    sender: text().max(60).default(''),
    texts: InboxTexts,
  })
  .refine((input) => (input.account === undefined) !== (input.all === undefined), {
    message: 'either account (one member) or all: true',
    path: ['account'],
  });
export type InboxSendInput = z.input<typeof InboxSendInput>;

/** A sent message as the operator lists it. */
export const OperatorInboxMessage = z.object({
  id: z.number().int(),
  /** The member's account, or null for a message to all. */
  account: z.string().nullable(),
  sender: z.string(),
  texts: InboxTexts,
  sentAt: Instant,
  /** How many members have opened it. */
  reads: z.number().int(),
});
export type OperatorInboxMessage = z.infer<typeof OperatorInboxMessage>;

export const OperatorInboxParams = OperatorMerchantParams.extend({ id: MessageId });
