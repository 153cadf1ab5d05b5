import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OperatorInfoService } from '../identity/operator-info.service';
import type { PermissionService } from '../identity/permission.service';
import { ConversationService } from './conversation.service';
import { GroupService } from './group.service';
import { ImAccess } from './im-access';
import { ImHooks } from './im-events';
import { MessageWriter } from './message-writer';
import { MessageService } from './message.service';
import { SensitiveWords } from './sensitive-words';
import { SingleConversations } from './single-conversations';
import { SocketTicketService } from './socket-ticket.service';

export interface ImModuleOptions {
  now: () => Date;
  /** Words added to the built-in sensitive list (IM_SENSITIVE_WORDS). */
  sensitiveWords?: readonly string[];
}

/** Messages (docs/messages.md): one instance per server. */
export function createImModule(
  db: Kysely<Database>,
  permissions: PermissionService,
  operatorInfo: OperatorInfoService,
  options: ImModuleOptions,
) {
  const access = new ImAccess(permissions);
  const hooks = new ImHooks();
  const writer = new MessageWriter(hooks);
  const singles = new SingleConversations(db);
  const words = new SensitiveWords(options.sensitiveWords ?? []);
  return {
    access,
    /** The notifications seam: `im.hooks.onMessageCreated((trx, event) => ...)` (CREATE_IM_MESSAGE). */
    hooks,
    conversations: new ConversationService(db, access, singles, operatorInfo),
    messages: new MessageService(db, access, writer, singles, words, options.now),
    /** Group conversations for a subject (feasts): ensureGroup, addMember, removeMember. */
    groups: new GroupService(db, writer, options.now),
    tickets: new SocketTicketService(db, access, options.now),
  };
}

export type ImModule = ReturnType<typeof createImModule>;
